/**
 * The alerts derived from the data (docs/DECISIONS.md "Alerts"): order alerts for late or delayed orders, PM alerts
 * for assets whose preventive maintenance falls within their account's window, PAR alerts for locations whose stock
 * is outside their par definition. One run is idempotent SQL in one transaction: it raises the missing OPEN alerts,
 * brings the open ones up to date and resolves those whose condition no longer holds. Any number of API processes
 * on one PostgreSQL may run it at once: a transaction-scoped advisory lock puts runs one after another, and the
 * partial unique indexes of migration 0011 (one unresolved alert per subject, inserts ON CONFLICT DO NOTHING) keep
 * a subject to one open alert whatever happens. A run that dies midway rolls back; the next one does all of it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/index';
import { stockQuantity } from '../stock/stock';
import { auditAlertsResolved } from '../audit/work';

/** The advisory lock key alert derivations take in turn (any constant; "ALRT"). */
const ALERTS_LOCK = 0x414c5254;
/** Who raised or resolved a derived alert, in the audit columns. */
const DERIVED_BY = 'system';

export interface DeriveCounts {
  raised: number;
  updated: number;
  resolved: number;
}

export interface DeriveReport {
  orders: DeriveCounts;
  pm: DeriveCounts;
  par: DeriveCounts;
}

/**
 * An order alert's condition, on `o` (orders) and `a` (its account): the ACTIVE order's promised time has passed
 * while it is still open, and the account sends late alerts (any open order), or delayed alerts (an order nobody
 * has been assigned to yet).
 */
const orderCondition = (now: SQL) => sql`o.status = 'ACTIVE' and o.promised_time is not null and o.promised_time < ${now}
  and ((a.send_late_order_alerts and o.order_status in ('', 'UNASSIGNED', 'ASSIGNED'))
    or (a.send_delayed_order_alerts and o.order_status in ('', 'UNASSIGNED')))`;

/** A PM alert's condition, on `s` (assets) and `a` (its account): ACTIVE, and PM due by the end of the window. */
const pmCondition = (now: SQL) => sql`s.status = 'ACTIVE' and s.preventive_maintainence_date is not null
  and s.preventive_maintainence_date <= ${now} + a.pm_alerts_duration_minutes * interval '1 minute'`;

/**
 * The violated entries of every ACTIVE par definition of an ACTIVE location: the stock of an entry (stock/stock.ts, as
 * the stock status report counts it) is the number of ACTIVE assets of its model at that location (sub-locations
 * hold their own stock), outside [min, max].
 */
const parViolations = sql`select l.external_id as location_id, l.account_id, l.facility_id, l.name as location_name,
    jsonb_agg(jsonb_build_object('model', e.model_id, 'modelCode', m.model_code, 'modelDescription', m.model_description,
      'min', e.min, 'max', e.max, 'count', e.stock) order by e.id) as entries
  from (select pe.id, pe.par_definition_id, pe.model_id, pe.min, pe.max,
          ${stockQuantity(sql`pd.location_id`, sql`pe.model_id`)} as stock
        from par_entries pe join par_definitions pd on pd.external_id = pe.par_definition_id
        where pd.status = 'ACTIVE') e
  join par_definitions pd on pd.external_id = e.par_definition_id
  join locations l on l.external_id = pd.location_id and l.status = 'ACTIVE'
  join models m on m.external_id = e.model_id
  where e.stock < e.min or e.stock > e.max
  group by l.external_id, l.account_id, l.facility_id, l.name`;

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number | null; rows?: unknown[] };
  return Number(r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0);
}

async function deriveOrders(tx: Db, now: SQL): Promise<DeriveCounts> {
  const raised = await tx.execute(sql`insert into alerts (kind, alert_status, message, account_id, facility_id, order_id,
      created_by, created_timestamp, last_modified_by, last_modified_timestamp)
    select 'ORDER', 'OPEN',
      case when a.send_delayed_order_alerts and o.order_status in ('', 'UNASSIGNED')
        then 'Order ' || o.order_number || ' is delayed: not yet assigned.'
        else 'Order ' || o.order_number || ' is late: promised time has passed.' end,
      o.account_id, o.facility_id, o.external_id, ${DERIVED_BY}, ${now}, ${DERIVED_BY}, ${now}
    from orders o join accounts a on a.external_id = o.account_id
    where ${orderCondition(now)}
      and not exists (select 1 from alerts x where x.kind = 'ORDER' and x.order_id = o.external_id and x.alert_status <> 'RESOLVED')
    on conflict do nothing`);
  const resolved = await tx.execute(sql`update alerts x set alert_status = 'RESOLVED', last_modified_by = ${DERIVED_BY}, last_modified_timestamp = ${now}
    where x.kind = 'ORDER' and x.alert_status <> 'RESOLVED'
      and not exists (select 1 from orders o join accounts a on a.external_id = o.account_id where o.external_id = x.order_id and ${orderCondition(now)})`);
  return { raised: rowCount(raised), updated: 0, resolved: rowCount(resolved) };
}

async function derivePm(tx: Db, now: SQL): Promise<DeriveCounts> {
  const raised = await tx.execute(sql`insert into alerts (kind, alert_status, message, account_id, facility_id, asset_id, pm_due_date,
      created_by, created_timestamp, last_modified_by, last_modified_timestamp)
    select 'PM', 'OPEN', 'Preventive maintenance due for ' || s.serial_number || '.', s.account_id, s.facility_id, s.external_id,
      s.preventive_maintainence_date, ${DERIVED_BY}, ${now}, ${DERIVED_BY}, ${now}
    from assets s join accounts a on a.external_id = s.account_id
    where ${pmCondition(now)}
      and not exists (select 1 from alerts x where x.kind = 'PM' and x.asset_id = s.external_id and x.alert_status <> 'RESOLVED')
    on conflict do nothing`);
  // An open alert follows its asset: a PM date moved within the window, or the asset moved to another account.
  const updated = await tx.execute(sql`update alerts x set pm_due_date = s.preventive_maintainence_date, account_id = s.account_id,
      facility_id = s.facility_id, last_modified_by = ${DERIVED_BY}, last_modified_timestamp = ${now}
    from assets s join accounts a on a.external_id = s.account_id
    where x.kind = 'PM' and x.alert_status <> 'RESOLVED' and s.external_id = x.asset_id and ${pmCondition(now)}
      and (x.pm_due_date is distinct from s.preventive_maintainence_date or x.account_id <> s.account_id or x.facility_id <> s.facility_id)`);
  const resolved = await tx.execute(sql`update alerts x set alert_status = 'RESOLVED', last_modified_by = ${DERIVED_BY}, last_modified_timestamp = ${now}
    where x.kind = 'PM' and x.alert_status <> 'RESOLVED'
      and not exists (select 1 from assets s join accounts a on a.external_id = s.account_id where s.external_id = x.asset_id and ${pmCondition(now)})`);
  return { raised: rowCount(raised), updated: rowCount(updated), resolved: rowCount(resolved) };
}

async function derivePar(tx: Db, now: SQL): Promise<DeriveCounts> {
  // The violations once, for the three statements.
  await tx.execute(sql`create temporary table par_violations on commit drop as ${parViolations}`);
  const raised = await tx.execute(sql`insert into alerts (kind, alert_status, message, account_id, facility_id, location_id, entries,
      created_by, created_timestamp, last_modified_by, last_modified_timestamp)
    select 'PAR', 'OPEN', 'Par levels out of range at ' || v.location_name || '.', v.account_id, v.facility_id, v.location_id, v.entries,
      ${DERIVED_BY}, ${now}, ${DERIVED_BY}, ${now}
    from par_violations v
    where not exists (select 1 from alerts x where x.kind = 'PAR' and x.location_id = v.location_id and x.alert_status <> 'RESOLVED')
    on conflict do nothing`);
  // An open alert lists the entries violated now, with the stock counted now.
  const updated = await tx.execute(sql`update alerts x set entries = v.entries, account_id = v.account_id, facility_id = v.facility_id,
      last_modified_by = ${DERIVED_BY}, last_modified_timestamp = ${now}
    from par_violations v
    where x.kind = 'PAR' and x.alert_status <> 'RESOLVED' and x.location_id = v.location_id
      and (x.entries is distinct from v.entries or x.account_id <> v.account_id or x.facility_id <> v.facility_id)`);
  const resolved = await tx.execute(sql`update alerts x set alert_status = 'RESOLVED', last_modified_by = ${DERIVED_BY}, last_modified_timestamp = ${now}
    where x.kind = 'PAR' and x.alert_status <> 'RESOLVED'
      and not exists (select 1 from par_violations v where v.location_id = x.location_id)`);
  return { raised: rowCount(raised), updated: rowCount(updated), resolved: rowCount(resolved) };
}

/**
 * One derivation of every alert as of `now`, in one transaction after the runs before it (advisory lock). Changes
 * only rows whose state differs, so a run that finds nothing to do writes nothing (and bumps no cache version).
 */
export async function deriveAlerts(db: Db, now: Date): Promise<DeriveReport> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERTS_LOCK})`);
    const orders = await deriveOrders(tx, at);
    const pm = await derivePm(tx, at);
    const par = await derivePar(tx, at);
    if (orders.resolved + pm.resolved + par.resolved > 0) await auditAlertsResolved(tx, now, DERIVED_BY);
    return { orders, pm, par };
  });
}
