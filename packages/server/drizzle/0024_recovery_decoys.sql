-- A password recovery request stores a row whether or not its username is a user (src/auth/recovery.ts): the same
-- write either way, so the work a request leaves behind does not tell usernames apart either. The row of an unknown
-- username has no user and opens nothing (a reset link is looked up joined to its user). Expired rows are deleted
-- as new ones are stored.
ALTER TABLE "password_recoveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "password_recoveries_expires_idx" ON "password_recoveries" ("expires_timestamp");
