/**
 * The demo's daily utilization metrics (table utilization_metrics, the metrics report and utilization export
 * requests): rows at the finest grain, one per day, facility, account, model, service type, business type and
 * utilization status with assets in it, `matching` those assets and `total` the assets of the row's population
 * (day, facility, account, model, service and business type) in every status, so that any roll-up sums them
 * (DECISIONS.md "Utilization metrics"). A year of days (a month in small seeds), written in one statement.
 */
import { sql } from 'drizzle-orm';
import type { UtilizationStatus } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { utilizationMetrics } from '../db/schema';
import { CATEGORY_OF_STATUS } from './data';
import { createRandom, type Random } from './random';

const DAY = 86_400_000;

export interface MetricsSeedInput {
  now: Date;
  /** Small seeds (tests, end-to-end): a month of fewer populations. */
  small: boolean;
  /** The demo's PRNG seed: the metrics draw from a stream of their own, so other parts of the seed keep theirs. */
  seed: number;
  /** The accounts that have metrics, in the seed's order (not REMOVED). */
  accounts: readonly { externalId: string; facilityId: string }[];
  /** The seeded assets: an account's populations are its most common models, with their types. */
  assets: readonly { accountId: string; modelId: string; serviceType?: string | null; businessType?: string | null; status?: string | null }[];
}

/** The share of a population each category takes on an ordinary day, split among the statuses the population uses. */
const CATEGORY_SHARE: Readonly<Record<string, number>> = { UTILIZED: 0.5, AVAILABLE: 0.28, TRANSITION: 0.15, UNKNOWN: 0.07 };

interface Population {
  facilityId: string;
  accountId: string;
  modelId: string;
  serviceType: string | null;
  businessType: string | null;
  /** Assets today; a few fewer a season ago. */
  size: number;
  statuses: readonly UtilizationStatus[];
}

function statusesOf(r: Random): UtilizationStatus[] {
  const statuses: UtilizationStatus[] = ['IN USE', r.pick(['INVENTORY', 'STAND BY', 'PAR'] as const), r.pick(['SOILED', 'DECON', 'BIOMED', 'MOVE'] as const)];
  if (r.chance(0.5)) statuses.push('CLINICAL NEED');
  statuses.push(r.chance(0.6) ? r.pick(['UNKNOWN', 'LOST'] as const) : 'BROKEN / AM');
  return statuses;
}

function populationsOf(input: MetricsSeedInput, r: Random): Population[] {
  const live = input.assets.filter((a) => a.status !== 'REMOVED');
  // One account in three (small) or two, the first of each facility among them; some with two models.
  const accounts = input.accounts.filter((_, i) => i % (input.small ? 3 : 2) === 0);
  const populations: Population[] = [];
  accounts.forEach((account, i) => {
    const own = live.filter((a) => a.accountId === account.externalId);
    const byModel = new Map<string, typeof own>();
    for (const a of own.length > 0 ? own : live) byModel.set(a.modelId, [...(byModel.get(a.modelId) ?? []), a]);
    const models = [...byModel.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
    for (const [modelId, assets] of models.slice(0, input.small || i % 3 === 0 ? 2 : 1)) {
      const first = assets[0]!;
      populations.push({
        facilityId: account.facilityId,
        accountId: account.externalId,
        modelId,
        serviceType: first.serviceType ?? null,
        businessType: first.businessType ?? null,
        size: r.int(12, 48),
        statuses: statusesOf(r),
      });
    }
  });
  return populations;
}

/** Splits `size` assets by weight into whole numbers that add up to it (largest remainder). */
function allocate(size: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (w / sum) * size);
  const counts = exact.map(Math.floor);
  let left = size - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i]!++;
  }
  return counts;
}

type MetricRow = typeof utilizationMetrics.$inferInsert;

/** The rows, oldest day first. */
export function utilizationMetricRows(input: MetricsSeedInput): MetricRow[] {
  const r = createRandom(input.seed ^ 0x6d657472);
  const populations = populationsOf(input, r);
  const days = input.small ? 30 : 365;
  const rows: MetricRow[] = [];
  for (let d = days - 1; d >= 0; d--) {
    const at = new Date(input.now.getTime() - d * DAY);
    const metricDate = at.toISOString().slice(0, 10);
    // More equipment in use on weekdays, and a little more in winter.
    const weekday = at.getUTCDay();
    const busy = (weekday === 0 || weekday === 6 ? 0.8 : 1.08) * (1 + 0.08 * Math.cos((2 * Math.PI * (at.getUTCMonth() * 30 + at.getUTCDate())) / 365));
    for (const p of populations) {
      const size = Math.max(4, p.size - Math.floor(d / 91));
      const perCategory = new Map<string, number>();
      for (const s of p.statuses) perCategory.set(CATEGORY_OF_STATUS[s], (perCategory.get(CATEGORY_OF_STATUS[s]) ?? 0) + 1);
      const weights = p.statuses.map((s) => {
        const category = CATEGORY_OF_STATUS[s];
        const lean = category === 'UTILIZED' ? busy : category === 'AVAILABLE' ? 1 / busy : 1;
        return ((CATEGORY_SHARE[category] ?? 0.05) / perCategory.get(category)!) * lean * (0.75 + r.next() * 0.5);
      });
      const counts = allocate(size, weights);
      const identifier = [metricDate, p.facilityId, p.accountId, p.modelId, p.serviceType ?? '', p.businessType ?? ''].join('|');
      p.statuses.forEach((status, i) => {
        const matching = counts[i]!;
        if (matching === 0) return;
        rows.push({
          metricDate,
          facilityId: p.facilityId,
          accountId: p.accountId,
          modelId: p.modelId,
          serviceType: p.serviceType,
          businessType: p.businessType,
          utilizationStatus: status,
          utilizationCategory: CATEGORY_OF_STATUS[status],
          identifier,
          matching,
          total: size,
        });
      });
    }
  }
  return rows;
}

/** Writes the demo's metrics: the rows go as one array per column (one statement, not a parameter per value). */
export async function seedUtilizationMetrics(db: Db, input: MetricsSeedInput): Promise<number> {
  const rows = utilizationMetricRows(input);
  const column = <T>(pick: (row: MetricRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`insert into ${utilizationMetrics} (metric_date, facility_id, account_id, model_id, service_type, business_type, utilization_status,
      utilization_category, identifier, matching, total)
    select * from unnest(${column((x) => x.metricDate)}::date[], ${column((x) => x.facilityId)}::uuid[], ${column((x) => x.accountId)}::uuid[],
      ${column((x) => x.modelId)}::uuid[], ${column((x) => x.serviceType)}::text[], ${column((x) => x.businessType)}::text[],
      ${column((x) => x.utilizationStatus)}::text[], ${column((x) => x.utilizationCategory)}::text[], ${column((x) => x.identifier)}::text[],
      ${column((x) => x.matching)}::int[], ${column((x) => x.total)}::int[])`);
  return rows.length;
}
