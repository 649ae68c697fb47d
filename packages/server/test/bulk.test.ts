/**
 * insertMany (db/bulk.ts) writes what drizzle's own insert writes: the same rows read back, value for value, from
 * a JSON parameter instead of one parameter per value; defaults for the columns left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { assetMutations, assets, uploads } from '../src/db/schema';
import { byteaHex, byteaValue, bytesOf, insertMany } from '../src/db/bulk';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

type MutationInsert = typeof assetMutations.$inferInsert;

/** Text that JSON and SQL both escape, characters beyond ASCII, and a lone surrogate (U+FFFD once stored). */
const AWKWARD = ['quote " and \\' + 'ud800 as text', "it's; drop\ttable\n", 'Zürich 東京 🚑', 'lone \uD800 surrogate', ''];

function mutation(assetId: string, module: string, i: number, at: Date): MutationInsert {
  return {
    assetId,
    serialNumber: AWKWARD[i % AWKWARD.length]!,
    modelCode: i % 2 ? null : `M-${i}`,
    startTimestamp: new Date(at.getTime() + i * 1_234),
    stopTimestamp: i % 3 ? null : new Date(at.getTime() - 86_400_000),
    module,
    changeStatus: 'CREATED',
    newNotes: AWKWARD[(i + 1) % AWKWARD.length]!,
    createdBy: 'bulk test',
  };
}

describe('insertMany', () => {
  it('stores the rows drizzle would store, defaults included', async () => {
    const { db } = database;
    const some = await db.select({ id: assets.externalId }).from(assets).limit(3);
    const at = new Date('2026-02-03T04:05:06.789Z');
    const rows = (module: string) => Array.from({ length: 12 }, (_, i) => mutation(some[i % some.length]!.id, module, i, at));
    await insertMany(db, assetMutations, rows('BULK'));
    await db.insert(assetMutations).values(rows('DRIZZLE'));
    const read = async (module: string) =>
      (await db.select().from(assetMutations).where(eq(assetMutations.module, module)).orderBy(assetMutations.internalId)).map(
        ({ internalId: _i, externalId: _e, module: _m, createdTimestamp, lastModifiedTimestamp, ...rest }) => {
          // Defaults: now() for the timestamps left out, gen_random_uuid() for the id, ACTIVE for the status.
          expect(createdTimestamp.getTime()).toBeGreaterThan(at.getTime());
          expect(lastModifiedTimestamp.getTime()).toBeGreaterThan(at.getTime());
          return rest;
        },
      );
    const bulk = await read('BULK');
    expect(bulk).toHaveLength(12);
    expect(bulk).toEqual(await read('DRIZZLE'));
    expect(bulk[0]).toMatchObject({ status: 'ACTIVE', serialNumber: AWKWARD[0], startTimestamp: at, createdBy: 'bulk test' });
    expect(bulk[3]!.serialNumber).toBe('lone \uFFFD surrogate');
    expect(bulk[2]!.serialNumber).toBe('Zürich 東京 🚑');
  });

  it('takes rows that leave different columns out through drizzle, each with its defaults', async () => {
    const { db } = database;
    const [asset] = await db.select({ id: assets.externalId }).from(assets).limit(1);
    const at = new Date('2026-03-04T05:06:07.000Z');
    const first = mutation(asset!.id, 'MIXED', 0, at);
    const { createdBy: _left, ...second } = mutation(asset!.id, 'MIXED', 1, at);
    await insertMany(db, assetMutations, [first, { ...second, status: 'INACTIVE' }]);
    const read = await db.select().from(assetMutations).where(inArray(assetMutations.module, ['MIXED'])).orderBy(assetMutations.internalId);
    expect(read.map((r) => [r.createdBy, r.status])).toEqual([
      ['bulk test', 'ACTIVE'],
      [null, 'INACTIVE'],
    ]);
  });

  it('writes nothing for no rows', async () => {
    await expect(insertMany(database.db, assetMutations, [])).resolves.toBeUndefined();
  });
});

describe('binary values', () => {
  it('are stored from hex and read back as hex, every byte as it was', async () => {
    const { db } = database;
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    const [row] = await db
      .insert(uploads)
      .values({ kind: 'assets', originalFileName: 'bytes.xlsx', uploadStatus: 'PENDING', sourceFile: byteaValue(bytes.subarray(5)) })
      .returning({ id: uploads.externalId });
    const [read] = await db.select({ file: uploads.sourceFile, hex: byteaHex(uploads.sourceFile) }).from(uploads).where(eq(uploads.externalId, row!.id));
    expect(Buffer.compare(read!.file!, bytes.subarray(5))).toBe(0);
    expect(Buffer.compare(bytesOf(read!.hex!), bytes.subarray(5))).toBe(0);
  });
});
