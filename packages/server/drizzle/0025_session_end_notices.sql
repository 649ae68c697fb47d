-- Session ends reach open consoles (src/http/events.ts): a token revoked (sign-out, a password reset, the user
-- deactivated, removed, disabled or locked by an administrator) or deleted, and a user whose status or flags
-- changed, send NOTIFY equipdesk_changes with '{"t": "sessions", "users": [id]}'. The notice only names whose
-- sessions may have ended: each API process reads the sessions of that user's open streams again and tells those
-- that ended why (src/auth/ends.ts). Row triggers with a WHEN clause: the touch of a token on every call
-- (last_used_timestamp) runs no function at all; a user's many tokens revoked together send one notice, since
-- PostgreSQL sends identical notices of a transaction once.
CREATE FUNCTION session_end_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('equipdesk_changes', json_build_object('t', 'sessions', 'users',
    json_build_array(CASE TG_OP WHEN 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END ->> TG_ARGV[0]))::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_end_revoked AFTER UPDATE OF revoked_timestamp ON "auth_tokens" FOR EACH ROW
  WHEN (OLD.revoked_timestamp IS NULL AND NEW.revoked_timestamp IS NOT NULL) EXECUTE FUNCTION session_end_notice('user_id');--> statement-breakpoint
CREATE TRIGGER session_end_deleted AFTER DELETE ON "auth_tokens" FOR EACH ROW
  WHEN (OLD.revoked_timestamp IS NULL) EXECUTE FUNCTION session_end_notice('user_id');--> statement-breakpoint
CREATE TRIGGER session_end_user AFTER UPDATE OF status, enabled, account_non_locked, account_non_expired, credentials_non_expired ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.enabled IS DISTINCT FROM NEW.enabled
    OR OLD.account_non_locked IS DISTINCT FROM NEW.account_non_locked OR OLD.account_non_expired IS DISTINCT FROM NEW.account_non_expired
    OR OLD.credentials_non_expired IS DISTINCT FROM NEW.credentials_non_expired) EXECUTE FUNCTION session_end_notice('external_id');
