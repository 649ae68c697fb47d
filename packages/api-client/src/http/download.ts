/** Exported files: the name the server gives in Content-Disposition, and saving through file-saver. */

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset === '' || /^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    // ISO-8859-1 and friends: each %XX is one character
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

/** A bare file name: a server-supplied name must not carry directories. */
function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return (parts[parts.length - 1] ?? '').trim();
}

/**
 * The file name of a Content-Disposition header, or null. `filename*` (RFC 6266/5987) wins over
 * `filename`; quoted names may contain `;` and escaped quotes.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = new Map<string, string>();
  const source = `;${header}`;
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const key = (match[1] ?? '').toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    if (!params.has(key)) params.set(key, value);
  }
  const extended = params.get('filename*');
  if (extended) {
    const decoded = decodeExtended(extended);
    if (decoded && baseName(decoded)) return baseName(decoded);
  }
  const plain = params.get('filename');
  return plain && baseName(plain) ? baseName(plain) : null;
}

export type SaveFile = (blob: Blob, filename: string) => void | Promise<void>;

/**
 * Saves with file-saver, loaded on first use so that pages without exports never load it, and
 * skipped where there is no DOM (file-saver needs one).
 */
export const saveWithFileSaver: SaveFile = async (blob, filename) => {
  if (typeof document === 'undefined') return;
  const { default: FileSaver } = await import('file-saver');
  FileSaver.saveAs(blob, filename);
};
