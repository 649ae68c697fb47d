-- Sign-in and recovery attempts counted where every API process sees them (src/auth/limits.ts): one row per key
-- (failures of a username from an address, all attempts from an address) and fixed window. Not tracked in
-- cache_versions: attempts change nothing a listing shows.
CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_idx" ON "sign_in_attempts" ("window_start");
