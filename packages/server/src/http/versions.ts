/**
 * What an API process may keep in memory, and how it knows it is still true. The database counts committed
 * changes in two versions (migration 0005): `auth` (tokens revoked, users, roles, grants, scope) and `data` (any
 * table a listing reads). A request reads both first, in one query; a session or an answer kept under the same
 * versions is served as it is, anything else is read again. Reading the versions before the data means a kept
 * answer is never older than the versions it is kept under, whichever process committed the change: several
 * processes on one PostgreSQL stay correct, and nothing correct lives only in one process's memory.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index';

export interface Versions {
  auth: string;
  data: string;
}

export async function readVersions(db: Db): Promise<Versions> {
  const rows = rowsOf<{ name: string; version: string }>(await db.execute(sql`select "name", "version"::text as "version" from "cache_versions"`));
  const versions: Versions = { auth: '', data: '' };
  for (const row of rows) if (row.name === 'auth' || row.name === 'data') versions[row.name] = row.version;
  return versions;
}

/**
 * A bounded map that forgets the least recently used entries first, by count and by the size the caller gives
 * each entry (bytes of a kept answer).
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Infinity,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Map keeps insertion order: moving the hit to the end makes the first entry the least recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, size = 1): void {
    if (size > this.maxSize) return;
    this.delete(key);
    this.entries.set(key, { value, size });
    this.total += size;
    while (this.entries.size > this.maxEntries || this.total > this.maxSize) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.total -= hit.size;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Answers kept per app: at most this many, and about this many bytes of text. */
const KEPT_ANSWERS = 2_000;
const KEPT_ANSWER_BYTES = 64 * 1024 * 1024;

interface AnswerStore {
  kept: Lru<string>;
  /** Answers being built: callers asking for the same one meanwhile wait for that build instead of starting theirs. */
  building: Map<string, Promise<string>>;
}
const answersOf = new WeakMap<object, AnswerStore>();

/**
 * The JSON text of an answer that depends only on the database and `key` (which must name everything else it
 * depends on: the route, the query, the user): kept under the request's versions, built when they changed.
 * Without versions (a public route), or when `keep` is false (EQUIPDESK_KEEP_ANSWERS=0), it is built every time.
 */
export async function keptAnswer(owner: object, versions: Versions | null, key: string, build: () => Promise<string>, keep = true): Promise<string> {
  if (!versions || !keep) return build();
  let store = answersOf.get(owner);
  if (!store) answersOf.set(owner, (store = { kept: new Lru<string>(KEPT_ANSWERS, KEPT_ANSWER_BYTES), building: new Map() }));
  const kept = `${versions.data}.${versions.auth}|${key}`;
  const hit = store.kept.get(kept);
  if (hit !== undefined) return hit;
  const pending = store.building.get(kept);
  if (pending) return pending;
  const { kept: answers, building } = store;
  const promise = build().then(
    (text) => {
      building.delete(kept);
      // Two bytes a character, as JavaScript holds strings.
      answers.set(kept, text, text.length * 2);
      return text;
    },
    (error: unknown) => {
      building.delete(kept);
      throw error;
    },
  );
  building.set(kept, promise);
  return promise;
}
