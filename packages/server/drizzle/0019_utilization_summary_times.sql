-- Utilization trends (reports/asset-utilization-trends): a summary is a moment, not a day, so the periods under a
-- day (PAST HOUR … 24 HOURS) have points of their own. Daily rows (interval 1440 minutes) cover the year, hourly
-- rows (60) the last days; the trends call reads the finest series that covers its window. A day's row stands at
-- 00:00 UTC of that day.
ALTER TABLE "utilization_summaries" ALTER COLUMN "summary_date" TYPE timestamp with time zone USING ("summary_date"::timestamp AT TIME ZONE 'UTC');
--> statement-breakpoint
ALTER TABLE "utilization_summaries" ADD COLUMN IF NOT EXISTS "interval_minutes" integer DEFAULT 1440 NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "utilization_summaries_date_idx";
--> statement-breakpoint
-- One row per series, moment, facility and status: the moment the trends record after the seed is written once,
-- whichever process writes it first.
CREATE UNIQUE INDEX IF NOT EXISTS "utilization_summaries_moment_uq" ON "utilization_summaries" USING btree ("interval_minutes","summary_date","facility_id","utilization_status");
