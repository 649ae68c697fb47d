/**
 * The tasks of visit definitions (spec 2 §2 "View Tasks", docs/DECISIONS.md "Visits"): generated from each visit's
 * frequency between its start and end, as SQL that any number of API processes may run at once. A task is one row
 * per (visit, due time), written with INSERT ... ON CONFLICT DO NOTHING against the unique index of migration 0012,
 * so passes that overlap never write a task twice. Past tasks are kept with their status; a PENDING task whose
 * visit timeout (the account's) has passed becomes MISSED by one conditional UPDATE.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index';

/** The next tasks a visit always has ahead of now (fewer when it ends sooner). */
export const VISIT_FUTURE_TASKS = 5;
/** How often each API process runs the pass over every visit (it also runs on every save and tasks read). */
export const VISIT_TASK_PASS_MS = 10 * 60_000;
/** Tasks GET visits/{id}/tasks answers at most: the latest due first. */
export const VISIT_TASKS_READ_MAX = 1000;
/** Who the generated rows name as their author. */
const SYSTEM = 'system';

/**
 * The step of each frequency with the shortest and longest days it can last: they bound the series of occurrences
 * generated per visit, so a pass computes only the few around the window it needs. Months are calendar months
 * added in UTC from the start (`visitOccurrence` of the contract is the same arithmetic).
 */
const STEPS = sql.raw(`(values
  ('ONE_TIME', interval '0', 1, 1), ('DAILY', interval '1 day', 1, 1), ('WEEKLY', interval '7 days', 7, 7),
  ('MONTHLY', interval '1 month', 28, 31), ('QUARTERLY', interval '3 months', 89, 92),
  ('HALF_YEARLY', interval '6 months', 181, 184), ('YEARLY', interval '12 months', 365, 366)
) as "steps" ("frequency", "step", "min_days", "max_days")`);

export interface GenerateOptions {
  /** Only these visits (a save, a tasks read); all ACTIVE visits otherwise (the periodic pass). */
  visitIds?: readonly string[];
  /**
   * No task due before this moment is added (a changed schedule starts afresh from now: the occurrences it would
   * have had in the past never were tasks). Without it, occurrences after the visit's latest task are added, past
   * ones included (a pass that did not run for a while fills the gap, and those tasks become MISSED).
   */
  from?: Date;
}

function visitCondition(visitIds: readonly string[] | undefined): SQL {
  return visitIds ? sql`and "vd"."external_id" = any(${sql.param([...visitIds])}::uuid[])` : sql``;
}

/**
 * Adds the tasks of ACTIVE visits that are due: every occurrence after the visit's latest task (or `from`) up to now,
 * and the next VISIT_FUTURE_TASKS after now, none after the visit's end (a ONE_TIME visit has its start only).
 * Visits whose row a save holds locked are left to that save. Returns the number of tasks added.
 */
export async function generateVisitTasks(db: Db, now: Date, options: GenerateOptions = {}): Promise<number> {
  if (options.visitIds?.length === 0) return 0;
  const from = options.from ? options.from.toISOString() : null;
  const rows = rowsOf<unknown>(await db.execute(sql`
    with "locked" as (
      select "vd"."external_id" as "id", "vd"."frequency", "vd"."start_timestamp" as "start",
        case when "vd"."frequency" = 'ONE_TIME' then "vd"."start_timestamp" else "vd"."end_timestamp" end as "stop"
      from "visit_definitions" as "vd"
      where "vd"."status" = 'ACTIVE' ${visitCondition(options.visitIds)}
      for share of "vd" skip locked
    ),
    "v" as (
      select "l".*, "steps"."step", "steps"."min_days", "steps"."max_days",
        greatest(
          coalesce((select max("t"."due_timestamp") from "visit_tasks" as "t" where "t"."visit_id" = "l"."id"), "l"."start" - interval '1 millisecond'),
          ${from}::timestamptz
        ) as "after"
      from "locked" as "l" join ${STEPS} on "steps"."frequency" = "l"."frequency"
    ),
    "bounds" as (
      select "v".*,
        case when "v"."step" = interval '0' then 0
          else greatest(0, floor(extract(epoch from (least("v"."after", ${now.toISOString()}::timestamptz) - "v"."start")) / (86400 * "v"."max_days")))::int end as "k_from",
        case when "v"."step" = interval '0' then 0
          else least(
            ceil(extract(epoch from (greatest("v"."after", ${now.toISOString()}::timestamptz) - "v"."start")) / (86400 * "v"."min_days")) + ${VISIT_FUTURE_TASKS + 1},
            ceil(extract(epoch from ("v"."stop" - "v"."start")) / (86400 * "v"."min_days"))
          )::int end as "k_to"
      from "v"
    ),
    "occurrences" as (
      select "b"."id", "b"."after", "b"."stop",
        ("b"."start" at time zone 'UTC' + "k" * "b"."step") at time zone 'UTC' as "due"
      from "bounds" as "b", generate_series("b"."k_from", greatest("b"."k_from", "b"."k_to")) as "k"
    ),
    "ranked" as (
      select "o".*, count(*) filter (where "o"."due" > ${now.toISOString()}::timestamptz)
        over (partition by "o"."id" order by "o"."due" rows between unbounded preceding and current row) as "ahead"
      from "occurrences" as "o"
      where "o"."stop" is null or "o"."due" <= "o"."stop"
    )
    insert into "visit_tasks" ("visit_id", "due_timestamp", "task_status", "created_by", "created_timestamp", "last_modified_by", "last_modified_timestamp")
    select "r"."id", "r"."due", 'PENDING', ${SYSTEM}, ${now.toISOString()}::timestamptz, ${SYSTEM}, ${now.toISOString()}::timestamptz
    from "ranked" as "r"
    where "r"."due" > "r"."after" and "r"."ahead" <= ${VISIT_FUTURE_TASKS}
    on conflict ("visit_id", "due_timestamp") do nothing
    returning 1`));
  return rows.length;
}

/**
 * PENDING tasks whose due time plus their account's visit timeout has passed become MISSED (one conditional UPDATE:
 * a task the handheld started or completed meanwhile is left as it is). Returns the number changed.
 */
export async function markMissedTasks(db: Db, now: Date, visitIds?: readonly string[]): Promise<number> {
  if (visitIds?.length === 0) return 0;
  const rows = rowsOf<unknown>(await db.execute(sql`
    update "visit_tasks" as "t" set "task_status" = 'MISSED', "last_modified_by" = ${SYSTEM}, "last_modified_timestamp" = ${now.toISOString()}::timestamptz
    from "visit_definitions" as "vd" join "accounts" as "a" on "a"."external_id" = "vd"."account_id"
    where "t"."visit_id" = "vd"."external_id" and "t"."task_status" = 'PENDING'
      and "t"."due_timestamp" + "a"."visit_timeout_minutes" * interval '1 minute' < ${now.toISOString()}::timestamptz
      ${visitCondition(visitIds)}
    returning 1`));
  return rows.length;
}

/** The PENDING tasks of a visit still ahead are dropped (a changed schedule, a visit deactivated or deleted). */
export async function dropFutureTasks(db: Db, visitId: string, now: Date): Promise<void> {
  await db.execute(sql`delete from "visit_tasks" where "visit_id" = ${visitId}::uuid and "task_status" = 'PENDING' and "due_timestamp" > ${now.toISOString()}::timestamptz`);
}

/** A changed schedule: the pending tasks ahead are replaced by those of the new one; past tasks stay as they are. */
export async function regenerateVisitTasks(db: Db, visitId: string, now: Date): Promise<void> {
  await dropFutureTasks(db, visitId, now);
  await generateVisitTasks(db, now, { visitIds: [visitId], from: now });
}

/** The pass every process runs now and then: new tasks of every ACTIVE visit, then what has been missed. */
export async function visitTaskPass(db: Db, now: Date): Promise<{ added: number; missed: number }> {
  const added = await generateVisitTasks(db, now);
  const missed = await markMissedTasks(db, now);
  return { added, missed };
}
