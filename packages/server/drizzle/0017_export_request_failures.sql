-- Export requests (exports/): when the job gave up on a request. The spec has no FAILED status, so the status stays
-- where the work stopped and this time takes the request out of the ongoing ones; its processing log says why.
ALTER TABLE "export_requests" ADD COLUMN IF NOT EXISTS "failed_timestamp" timestamp with time zone;
--> statement-breakpoint
-- Each user's requests of a kind, newest first (GET assets/{productivity|utilization}/history).
CREATE INDEX IF NOT EXISTS "export_requests_kind_user_initiated_idx" ON "export_requests" USING btree ("kind","user_id","initiated_timestamp");
