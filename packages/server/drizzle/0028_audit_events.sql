-- The audit trail (docs/DECISIONS.md "Audit trail"): one row per event, written in the transaction of the change it
-- records. Rows are chained: `hash` = SHA-256 of the previous row's hash and the canonical JSON of this row
-- (src/audit/chain.ts). The chain's head is one row: each append updates it (id + 1, the new hash) in the statement
-- that inserts the event, so its row lock puts appends of every process in turn until their transactions end, and
-- ids follow the chain without gaps (a rolled-back append rolls the head back too).
CREATE TABLE "audit_chain" (
  "singleton" boolean PRIMARY KEY DEFAULT true CHECK ("singleton"),
  "id" bigint NOT NULL,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL
);--> statement-breakpoint
INSERT INTO "audit_chain" ("id", "prev_hash", "hash") VALUES (0, '', repeat('0', 64));--> statement-breakpoint
CREATE TABLE "audit_events" (
  "id" bigint PRIMARY KEY,
  "time" timestamp with time zone NOT NULL,
  "actor_id" text NOT NULL,
  "actor_username" text NOT NULL,
  "actor_role" text,
  "client_address" text,
  "action" text NOT NULL,
  "entity_type" text,
  "entity_id" text,
  "summary" text NOT NULL,
  "changes" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL
);--> statement-breakpoint
-- The list's filters: by user, by entity, by action, each in time order; and the time window alone.
CREATE INDEX "audit_events_time_idx" ON "audit_events" ("time", "id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_time_idx" ON "audit_events" ("actor_id", "time", "id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" ("entity_id", "time", "id");--> statement-breakpoint
CREATE INDEX "audit_events_action_time_idx" ON "audit_events" ("action", "time", "id");--> statement-breakpoint
-- Archives of rows past the retention period (src/audit/archive.ts): the rows as a file, written before they go.
CREATE TABLE "audit_archives" (
  "id" serial PRIMARY KEY,
  "external_id" uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  "created_timestamp" timestamp with time zone NOT NULL DEFAULT now(),
  "cutoff" timestamp with time zone NOT NULL,
  "first_id" bigint,
  "last_id" bigint,
  "last_hash" text,
  "row_count" integer NOT NULL DEFAULT 0,
  "status" text NOT NULL DEFAULT 'REQUESTED',
  "result_file" bytea,
  "completed_timestamp" timestamp with time zone
);--> statement-breakpoint
-- Append-only: UPDATE and TRUNCATE are always refused; DELETE only of rows an archive holds already (its file is
-- written in the same transaction, before the delete), so nothing but the archive job removes a row.
CREATE FUNCTION "audit_events_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND EXISTS (
    SELECT 1 FROM "audit_archives" a
    WHERE a."result_file" IS NOT NULL AND a."first_id" <= OLD."id" AND OLD."id" <= a."last_id"
  ) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse"();--> statement-breakpoint
-- The archives themselves are kept: an archive's file cannot be changed or removed once written.
CREATE FUNCTION "audit_archives_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."result_file" IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_archives keeps written archives: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_archives_kept" BEFORE UPDATE OR DELETE ON "audit_archives"
  FOR EACH ROW EXECUTE FUNCTION "audit_archives_refuse"();
--> statement-breakpoint
-- The audit log's permissions (@equipdesk/permissions AUDIT_LOG_AREA) on a database seeded before them: granted to
-- ROLE_ADMIN and ROLE_SUPPORT, denied to every other role. A database not seeded yet gets them from the seed.
INSERT INTO "permissions" ("platform", "context", "type", "value", "description", "created_by", "last_modified_by")
SELECT 'WEB', c."context", c."type", 'audit-log', c."description", 'system', 'system'
FROM (VALUES ('MENU', 'NAVIGATE', 'Show audit log in the menu'), ('URI', 'VIEW', 'VIEW on audit log'), ('URI', 'EXPORT', 'EXPORT on audit log'))
  AS c("context", "type", "description")
WHERE EXISTS (SELECT 1 FROM "users")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id", "granted", "created_by", "last_modified_by")
SELECT r."external_id", p."external_id", r."identifier" IN ('ROLE_ADMIN', 'ROLE_SUPPORT'), 'system', 'system'
FROM "roles" r CROSS JOIN "permissions" p
WHERE p."value" = 'audit-log' AND p."platform" = 'WEB'
ON CONFLICT DO NOTHING;
