-- Change notices for open consoles (src/http/changes.ts): the trigger that counts committed changes to the data
-- also sends NOTIFY equipdesk_changes with the table's name, once per table per transaction. PostgreSQL delivers
-- notices at commit (none for a rolled-back change) to every connection listening, whichever process wrote.
CREATE OR REPLACE FUNCTION cache_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('equipdesk.bumped_' || TG_ARGV[0], true) IS DISTINCT FROM 'y' THEN
    PERFORM set_config('equipdesk.bumped_' || TG_ARGV[0], 'y', true);
    UPDATE cache_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  END IF;
  IF TG_ARGV[0] = 'data' AND current_setting('equipdesk.noticed_' || TG_TABLE_NAME, true) IS DISTINCT FROM 'y' THEN
    PERFORM set_config('equipdesk.noticed_' || TG_TABLE_NAME, 'y', true);
    PERFORM pg_notify('equipdesk_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
