-- Durable work (spreadsheet uploads, export requests) as rows: a process claims the oldest ready job with
-- FOR UPDATE SKIP LOCKED and holds it under a lease it renews while it works. A process that dies leaves its lease
-- to run out; then any process takes the job again and the job's handler carries on from what was committed.
-- The queue is not tracked by cache_versions: claims and leases show in no list (what a job changes is tracked).
CREATE TABLE IF NOT EXISTS "jobs" (
  "id" bigserial PRIMARY KEY,
  "kind" text NOT NULL,
  "subject_id" uuid NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "run_after" timestamp with time zone NOT NULL DEFAULT now(),
  "lease_token" uuid,
  "lease_until" timestamp with time zone,
  "attempts" integer NOT NULL DEFAULT 0,
  "last_error" text,
  "finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "jobs_kind_subject_uq" ON "jobs" USING btree ("kind","subject_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_ready_idx" ON "jobs" USING btree ("run_after","id") WHERE "finished_at" IS NULL;
