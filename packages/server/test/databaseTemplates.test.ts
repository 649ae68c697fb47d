import { describe, expect, inject, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { assets } from '../src/db/schema';
import { createTestDatabase } from './helpers';
import { sameSeedHour } from './databaseTemplates';

describe('the databases test files start from', () => {
  test('copy the seeded template only within the hour it was seeded in', () => {
    const at = Date.UTC(2026, 10, 27, 10, 0, 0);
    expect(sameSeedHour(at, at + 59 * 60_000)).toBe(true);
    expect(sameSeedHour(at + 59 * 60_000 + 59_999, at + 60 * 60_000)).toBe(false);
    expect(sameSeedHour(at, at - 1)).toBe(false);
  });

  test('are copies of their own: a change to one is not in the next', async () => {
    expect(inject('databaseTemplates').seededAt).toBeGreaterThan(0);
    const first = await createTestDatabase();
    const count = async (db: typeof first.db) => Number((await db.select({ n: sql<number>`count(*)` }).from(assets))[0]!.n);
    const changed = async (db: typeof first.db) =>
      Number((await db.select({ n: sql<number>`count(*)` }).from(assets).where(sql`${assets.serialNumber} = 'COPY-CHANGED'`))[0]!.n);
    expect(await count(first.db)).toBeGreaterThan(0);
    await first.db.execute(sql`update ${assets} set serial_number = 'COPY-CHANGED' where internal_id = (select min(internal_id) from ${assets})`);
    expect(await changed(first.db)).toBe(1);
    await first.close();
    const second = await createTestDatabase();
    expect(await changed(second.db)).toBe(0);
    expect(await count(second.db)).toBeGreaterThan(0);
    await second.close();
    const empty = await createTestDatabase({ seed: false });
    expect(await count(empty.db)).toBe(0);
    await empty.close();
  });
});
