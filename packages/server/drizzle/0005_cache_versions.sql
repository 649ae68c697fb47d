-- Versions that let each API process keep sessions and list answers in memory without ever serving a stale one
-- (see src/http/versions.ts): 'auth' counts changes to what a session is made of (tokens revoked, users, roles,
-- grants, facility and account scope), 'data' counts committed changes to any table a listing reads. A process
-- reads both before it reads anything else for a request, and uses what it keeps only while they are unchanged.
CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("name") VALUES ('auth'), ('data');--> statement-breakpoint
-- Bumps a version once per transaction. It runs as a deferred constraint trigger, at commit: the row lock on the
-- version is held only while the transaction commits, so concurrent writers never wait on it mid-transaction.
CREATE FUNCTION cache_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('equipdesk.bumped_' || TG_ARGV[0], true) IS DISTINCT FROM 'y' THEN
    PERFORM set_config('equipdesk.bumped_' || TG_ARGV[0], 'y', true);
    UPDATE cache_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Tracks every change of a table in the 'data' version.
CREATE FUNCTION cache_versions_track(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE CONSTRAINT TRIGGER cache_versions_data AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump(''data'')',
    tbl);
END $$;--> statement-breakpoint
-- Every table a listing may read, that is every table but the session and recovery tokens, the read model that
-- list pages fill as they read, and these versions. A table added later calls cache_versions_track in its own
-- migration (test/cache-versions.test.ts fails until it does).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public'
    AND tablename NOT IN ('auth_tokens', 'password_recoveries', 'asset_list_items', 'cache_versions')
  LOOP
    PERFORM cache_versions_track(t);
  END LOOP;
END $$;--> statement-breakpoint
-- What a session is made of. Sign-in (a new token) and the sliding expiry (last used, last activity) change none of it.
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER UPDATE OF revoked_timestamp, expires_timestamp, user_id OR DELETE ON "auth_tokens" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER UPDATE OF username, name, email, type, role_id, status, enabled, account_non_locked, account_non_expired, credentials_non_expired, external_id OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER INSERT OR UPDATE OR DELETE ON "roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER INSERT OR UPDATE OR DELETE ON "permissions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER INSERT OR UPDATE OR DELETE ON "role_permissions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER INSERT OR UPDATE OR DELETE ON "user_facilities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER INSERT OR UPDATE OR DELETE ON "user_accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER INSERT OR UPDATE OR DELETE ON "user_enterprises" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_versions_auth AFTER UPDATE OF facility_id, external_id OR DELETE ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_versions_bump('auth');
