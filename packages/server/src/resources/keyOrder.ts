/**
 * An export's rows put in its list's order from their (id, sort key) pairs, as PostgreSQL's ORDER BY puts them:
 * `key dir nulls last, id dir`, text compared byte by byte as the C collation does. The export worker sorts there so
 * that the embedded database, which runs on the thread that answers requests, never sorts every row in one statement
 * (resources/exportOrder.ts says when this applies).
 */

/** How the keys compare: `text` by code point (UTF-8 byte order), `integer` and `bigint` as numbers, `boolean` false first. */
export type KeyType = 'text' | 'integer' | 'bigint' | 'boolean';

export interface OrderRequest {
  /** JSON texts of `[[id, key], ...]`; a `bigint` key is its decimal digits (or `infinity`, `-infinity`). */
  chunks: readonly string[];
  type: KeyType;
  desc: boolean;
}

type Key = string | number | bigint | boolean | null;

/**
 * Two texts by code point, which is the byte order of their UTF-8 (PostgreSQL's C collation: memcmp, then the
 * shorter first). UTF-16 puts the surrogates of code points above U+FFFF below U+E000–U+FFFF: those two ranges swap.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

function bigintKey(key: unknown): Key {
  if (key === null || key === undefined) return null;
  if (key === 'infinity') return Number.POSITIVE_INFINITY;
  if (key === '-infinity') return Number.NEGATIVE_INFINITY;
  return BigInt(key as string);
}

/** The ids in the order of their keys (nulls last either way), ties in the order of their ids, in the same direction. */
export function orderIds(request: OrderRequest): Int32Array {
  const ids: number[] = [];
  const keys: Key[] = [];
  for (const chunk of request.chunks) {
    for (const [id, key] of JSON.parse(chunk) as [number, Key][]) {
      ids.push(id);
      keys.push(request.type === 'bigint' ? bigintKey(key) : key);
    }
  }
  const sign = request.desc ? -1 : 1;
  const text = request.type === 'text';
  const positions = Array.from(ids, (_, i) => i);
  positions.sort((i, j) => {
    const a = keys[i]!;
    const b = keys[j]!;
    if (a !== b) {
      if (a === null) return 1;
      if (b === null) return -1;
      // Numbers and bigints compare with each other (an infinite timestamp against a finite one).
      const byKey = text ? compareCodePoints(a as string, b as string) : a < b ? -1 : a > b ? 1 : 0;
      if (byKey !== 0) return sign * byKey;
    }
    return sign * (ids[i]! - ids[j]!);
  });
  return Int32Array.from(positions, (i) => ids[i]!);
}

/** The ids of PostgreSQL's text of an integer array: `{1,2,3}`, digits and commas. */
export function idsOfText(text: string): Int32Array {
  return text.length > 2 ? Int32Array.from(text.slice(1, -1).split(','), Number) : new Int32Array(0);
}
