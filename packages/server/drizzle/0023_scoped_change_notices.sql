-- Change notices carry the scope of the rows they are about (src/http/changes.ts), so a console hears only of
-- changes it could list: the facilities and accounts of changed orders, alerts and visits (and of the orders and
-- visits a changed item, signature, completion, location or task belongs to), the owners of changed uploads and
-- export requests. Until now the counting trigger (migrations 0005, 0013, 0022) sent the bare table name, and every
-- reader heard of every facility's changes.
--
-- The counting trigger goes back to counting only.
CREATE OR REPLACE FUNCTION cache_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('equipdesk.bumped_' || TG_ARGV[0], true) IS DISTINCT FROM 'y' THEN
    PERFORM set_config('equipdesk.bumped_' || TG_ARGV[0], 'y', true);
    UPDATE cache_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The notices come from statement triggers that see every row a statement changed (transition tables: the old and
-- the new rows of an update, so an order moved from one facility to another reaches the readers of both). Each
-- sends NOTIFY equipdesk_changes with '{"t": table, "facilities" | "accounts" | "users": [ids]}', at most 100 ids a
-- notice (about 4 kB, within the 8000-byte limit of a payload): a statement touching many facilities sends several
-- notices rather than a coarser one. A statement that changed rows without any key (an upload of no user) sends
-- '{"t": table}', which only readers who see all of the table hear. PostgreSQL delivers the notices at commit,
-- drops those of a rolled-back transaction or savepoint, and sends identical ones of a transaction once.
-- TG_ARGV[0] says where the keys are: on the row itself, on its order, on its visit, or the row's owner.
CREATE FUNCTION change_notices_send() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)' END;
  keyed text := CASE TG_ARGV[0]
    WHEN 'row' THEN 'SELECT r.facility_id AS f, r.account_id AS a, NULL::uuid AS u FROM %s r'
    WHEN 'order' THEN 'SELECT o.facility_id, o.account_id, NULL::uuid FROM %s r JOIN orders o ON o.external_id = r.order_id'
    WHEN 'visit' THEN 'SELECT v.facility_id, v.account_id, NULL::uuid FROM %s r JOIN visit_definitions v ON v.external_id = r.visit_id'
    WHEN 'owner' THEN 'SELECT NULL::uuid, NULL::uuid, r.user_id FROM %s r'
  END;
  payload text;
BEGIN
  FOR payload IN EXECUTE format(
    'WITH rows (f, a, u) AS (SELECT DISTINCT * FROM (' || keyed || ') k),
      ids AS (
        SELECT ''facilities'' AS k, f::text AS id FROM rows WHERE f IS NOT NULL
        UNION SELECT ''accounts'', a::text FROM rows WHERE a IS NOT NULL
        UNION SELECT ''users'', u::text FROM rows WHERE u IS NOT NULL),
      chunked AS (SELECT k, id, (row_number() OVER (PARTITION BY k ORDER BY id) - 1) / 100 AS chunk FROM ids)
    SELECT json_build_object(''t'', $1, k, json_agg(id ORDER BY id))::text FROM chunked GROUP BY k, chunk
    UNION ALL
    SELECT json_build_object(''t'', $1)::text WHERE EXISTS (SELECT 1 FROM rows) AND NOT EXISTS (SELECT 1 FROM ids)',
    changed) USING TG_TABLE_NAME
  LOOP
    PERFORM pg_notify('equipdesk_changes', payload);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Sends the notices of a table's changes (one trigger per event: a trigger with transition tables takes one event).
CREATE FUNCTION change_notices_track(tbl text, keys text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER change_notices_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    || 'FOR EACH STATEMENT EXECUTE FUNCTION change_notices_send(%L)', tbl, keys);
  EXECUTE format('CREATE TRIGGER change_notices_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
    || 'FOR EACH STATEMENT EXECUTE FUNCTION change_notices_send(%L)', tbl, keys);
  EXECUTE format('CREATE TRIGGER change_notices_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    || 'FOR EACH STATEMENT EXECUTE FUNCTION change_notices_send(%L)', tbl, keys);
END $$;--> statement-breakpoint
-- The tables of the live lists (LISTS_OF_TABLE in src/http/changes.ts; test/events.test.ts checks both name the same).
SELECT change_notices_track('orders', 'row');--> statement-breakpoint
SELECT change_notices_track('order_items', 'order');--> statement-breakpoint
SELECT change_notices_track('order_completions', 'order');--> statement-breakpoint
SELECT change_notices_track('order_signatures', 'order');--> statement-breakpoint
SELECT change_notices_track('alerts', 'row');--> statement-breakpoint
SELECT change_notices_track('visit_definitions', 'row');--> statement-breakpoint
SELECT change_notices_track('visit_definition_locations', 'visit');--> statement-breakpoint
SELECT change_notices_track('visit_tasks', 'visit');--> statement-breakpoint
SELECT change_notices_track('uploads', 'owner');--> statement-breakpoint
SELECT change_notices_track('export_requests', 'owner');
