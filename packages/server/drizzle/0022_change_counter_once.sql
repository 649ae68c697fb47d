-- The 'data' version and change notices (migrations 0005, 0013) are bumped once per table per transaction, but the
-- trigger was queued for every changed row and ran at commit for each of them, only to find the bump done: an
-- upload's chunk of 250 assets queued a thousand calls (assets, tags, history, row outcomes). The trigger now has
-- a WHEN condition, which PostgreSQL evaluates as each row changes (also for a deferred constraint trigger): the
-- first change of a table in a transaction marks the table (a transaction-local setting, undone with a savepoint
-- rolled back, as is the trigger event it queued) and queues the call; later changes of the table queue nothing.
CREATE OR REPLACE FUNCTION cache_versions_track(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS cache_versions_data ON %I', tbl);
  EXECUTE format(
    'CREATE CONSTRAINT TRIGGER cache_versions_data AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      || 'WHEN (CASE WHEN current_setting(%L, true) = ''y'' THEN false ELSE set_config(%L, ''y'', true) = ''y'' END) '
      || 'EXECUTE FUNCTION cache_versions_bump(''data'')',
    tbl, 'equipdesk.queued_data_' || tbl, 'equipdesk.queued_data_' || tbl);
END $$;--> statement-breakpoint
-- Every table tracked so far (whichever migration began tracking it) gets the new trigger.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE g.tgname = 'cache_versions_data' AND n.nspname = 'public'
  LOOP
    PERFORM cache_versions_track(t);
  END LOOP;
END $$;
