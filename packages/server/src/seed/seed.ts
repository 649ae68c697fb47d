/**
 * Demo data for a first start: the roles and their grants, one user per role plus `noaccess`, and
 * realistic volumes across every area so each screen has something to show. Deterministic (seeded
 * PRNG); `scale` is the number of assets, everything else follows from it within sensible bounds.
 * Each area seeds in a module of its own; they draw from the one PRNG in turn, so they run in this order.
 */
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { assetResource } from '../assets/resource';
import { fillJsonStore } from '../resources/jsonList';
import { inTransaction, rowsOf, type Db } from '../db/index';
import * as t from '../db/schema';
import { seedAccess } from './access';
import { seedParAndAlerts } from './alerts';
import { seedAssets } from './assets';
import { BULK_FRAME, BULK_THRESHOLD, growSeed } from './bulk';
import { seedCatalogue } from './catalogue';
import { seedContext } from './context';
import { DEMO_PASSWORD } from './data';
import { seedExchange } from './exchange';
import { seedUtilizationMetrics } from './metrics';
import { seedOrders } from './orders';
import { createRandom } from './random';
import { seedBroadcasts, seedDashboardViews, seedPicklists } from './reference';
import { seedLocations, seedSites } from './sites';
import { DEMO_USERS, seedUsers } from './users';
import { SUMMARY_HOURS, seedUtilizationSummaries } from './utilization';
import { seedVisits } from './visits';

export { DEMO_USERS } from './users';

export interface SeedOptions {
  /** Number of assets (default 5,000). */
  scale?: number;
  /** The moment the demo data is relative to (default: now). */
  now?: Date;
  /** PRNG seed (default 2026). */
  seed?: number;
  /**
   * Grows a frame of BULK_FRAME demo assets to `scale` in the database (bulk.ts) rather than building every row here;
   * the default from BULK_THRESHOLD assets on.
   */
  bulk?: boolean;
  /** Progress lines of the bulk path. */
  log?: (line: string) => void;
}

export interface SeedReport {
  ms: number;
  counts: Record<string, number>;
  /** The bulk path's steps and their seconds. */
  steps?: Record<string, number>;
}

export const DEFAULT_SCALE = 5_000;

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  return (row?.n ?? 0) > 0;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const scale = Math.max(1, Math.floor(options.scale ?? DEFAULT_SCALE));
  const now = options.now ?? new Date();
  if ((options.bulk ?? scale >= BULK_THRESHOLD) && scale > BULK_FRAME) {
    await seedDemo(db, { ...options, scale: BULK_FRAME, now, bulk: false });
    const { steps } = await growSeed(db, { scale, now, ...(options.log ? { log: options.log } : {}) });
    await fillJsonStore(assetResource, db);
    return { ms: Date.now() - started, counts: await tableCounts(db), steps };
  }
  const seed = options.seed ?? 2026;
  const r = createRandom(seed);
  const small = scale < 1_000;
  let counts: Record<string, number> = {};

  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  await inTransaction(db, async (tx) => {
    const ctx = seedContext(tx, { r, now, scale, seed });
    counts = ctx.counts;

    const { roleId } = await seedAccess(ctx);
    const { businessTypes, serviceTypes, contractTypes } = await seedPicklists(ctx);
    const { enterpriseRows, facilityRows, accountRows, activeAccounts, accountsOfFacility, contractsOfFacility } = await seedSites(ctx, { contractTypes });
    const { locationRows, locationsOfAccount } = await seedLocations(ctx, accountRows);
    const { modelRows, productsOfModel } = await seedCatalogue(ctx);
    const { userRows, myAccounts, technicians, supervisorsAndAdmins } = await seedUsers(ctx, {
      passwordHashes,
      roleId,
      enterpriseRows,
      facilityRows,
      accountRows,
      accountsOfFacility,
    });
    await seedBroadcasts(ctx);
    const assetRows = await seedAssets(ctx, {
      myAccounts,
      activeAccounts,
      accountRows,
      facilityRows,
      modelRows,
      locationRows,
      locationsOfAccount,
      contractsOfFacility,
      productsOfModel,
      serviceTypes,
      businessTypes,
      technicians,
      supervisorsAndAdmins,
    });
    const orderRows = await seedOrders(ctx, { myAccounts, activeAccounts, locationsOfAccount, userRows, technicians, supervisorsAndAdmins, modelRows, assetRows });
    await seedParAndAlerts(ctx, { locationRows, modelRows, assetRows, orderRows });
    await seedVisits(ctx, { myAccounts, activeAccounts, locationsOfAccount, technicians });

    counts.utilizationSummaries = await seedUtilizationSummaries(ctx.db, { now, assets: assetRows, hours: small ? 48 : SUMMARY_HOURS });
    counts.utilizationMetrics = await seedUtilizationMetrics(ctx.db, { now, small, seed, accounts: activeAccounts, assets: assetRows });

    await seedExchange(ctx, { admin: userRows[0]!, technicians, facilityRows });
    await seedDashboardViews(ctx);
  });
  // Fresh statistics, or the planner guesses a 100k-asset table from an empty one (PGlite has no autovacuum).
  if (!small) await db.execute(sql`analyze`);
  // Build the assets list's read model now rather than on the first pages anyone opens.
  await fillJsonStore(assetResource, db);

  return { ms: Date.now() - started, counts };
}

/** The rows of the tables a large seed grows, by table name (estimates would do for a report, but these are exact). */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = ['accounts', 'locations', 'assets', 'asset_tags', 'asset_mutations', 'orders', 'order_items', 'order_completions', 'alerts'];
  const more = ['visit_definitions', 'visit_tasks', 'utilization_summaries', 'utilization_metrics', 'asset_list_items'];
  const counts: Record<string, number> = {};
  for (const name of [...tables, ...more]) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
