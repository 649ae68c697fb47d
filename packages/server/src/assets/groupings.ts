/**
 * Groupings of assets as SQL over the assets table, one definition each for the dashboard's statistics that count by
 * them (dashboard/assets.ts) and the assets list that filters on them (resource.ts), so a chart's bar and the list it
 * opens count the same assets (DECISIONS.md "Dashboard").
 */
import { sql, type SQL } from 'drizzle-orm';
import { NO_PATIENT_CARE_UNIT, VERIFICATION_BUCKET_DAYS, type VerificationBucket } from '@equipdesk/api-client/contract';
import { assets, locations } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The verification bucket of an asset by the days since its last scan, measured from `now`, as SQL. */
export function verificationSql(now: Date): SQL<VerificationBucket> {
  const branches = VERIFICATION_BUCKET_DAYS.map(
    ([bucket, days]) => sql`when ${assets.lastScannedTimestamp} >= ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz then ${bucket}`,
  );
  return sql<VerificationBucket>`(case when ${assets.lastScannedTimestamp} is null then 'not scanned' ${sql.join(branches, sql` `)} else 'more than a year' end)`;
}

/**
 * The patient care unit of an asset: its location's group, or NO_PATIENT_CARE_UNIT without a location or a group (an
 * empty group too, which a link could not carry). A subquery on the location's key, so it needs no join.
 */
export function patientCareUnitSql(): SQL<string> {
  return sql<string>`coalesce((select nullif(${locations.groupName}, '') from ${locations} where ${locations.externalId} = ${assets.locationId}), ${NO_PATIENT_CARE_UNIT})`;
}
