-- Every committed change to a table that cached reads depend on announces the table's name on
-- the channel quo_change, so every API process (and the one that wrote) drops what it cached.
-- Statement-level triggers: one notification per statement, not per row; PostgreSQL folds
-- identical notifications within a transaction.
CREATE OR REPLACE FUNCTION quo_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quo_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public'
      AND tablename NOT IN ('metrics', 'contest_participants', 'change_requests', 'spatial_ref_sys')
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS quo_notify_change ON %I', t);
    EXECUTE format(
      'CREATE TRIGGER quo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
       FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_change()', t);
  END LOOP;
END;
$$;
