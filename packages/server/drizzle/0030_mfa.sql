-- Multi-factor sign-in for local accounts (docs/DECISIONS.md "Multi-factor sign-in"): the TOTP secret (encrypted),
-- one being set up, the last time step used (a code works once), single-use recovery codes (hashed), the roles that
-- require it, and the sessions that may only set it up.
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "require_mfa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "mfa_enrolment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE TABLE "mfa_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("external_id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"used_timestamp" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "mfa_recovery_codes_user_idx" ON "mfa_recovery_codes" USING btree ("user_id");
--> statement-breakpoint
-- A session that sets multi-factor up is kept by each process until the 'auth' version moves (src/http/versions.ts).
CREATE CONSTRAINT TRIGGER cache_versions_auth_mfa AFTER UPDATE OF mfa_enrolment ON "auth_tokens" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');
