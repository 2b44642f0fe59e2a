-- The change feed names the items a statement touched: `items:12,40` instead of `items`, for
-- the tables whose rows belong to one item (two for item_relations). A cached branch payload
-- then recomputes only those items' rows, not the whole branch (100,000 places: seconds).
-- Statement triggers with transition tables, one per event (PostgreSQL allows transition
-- tables only on single-event triggers); a statement touching more than 200 items, or a
-- TRUNCATE, names just the table, and every reader recomputes as before.
CREATE OR REPLACE FUNCTION quo_notify_item_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_columns text := TG_ARGV[0];
  touched text := '';
  ids text;
  n int;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    touched := format('SELECT unnest(ARRAY[%s]) AS id FROM quo_new_rows', id_columns);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    touched := concat_ws(' UNION ', nullif(touched, ''),
      format('SELECT unnest(ARRAY[%s]) AS id FROM quo_old_rows', id_columns));
  END IF;
  EXECUTE format(
    'SELECT count(*)::int, string_agg(id::text, '','' ORDER BY id) FROM (SELECT DISTINCT id FROM (%s) t WHERE id IS NOT NULL LIMIT 201) d',
    touched) INTO n, ids;
  IF n = 0 THEN
    RETURN NULL;
  ELSIF n > 200 THEN
    PERFORM pg_notify('quo_change', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('quo_change', TG_TABLE_NAME || ':' || ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT * FROM (VALUES
      ('items', 'id'),
      ('item_categories', 'item_id'),
      ('item_details', 'item_id'),
      ('item_tags', 'item_id'),
      ('item_relations', 'parent_item_id, child_item_id'),
      ('mentions', 'item_id'),
      ('events', 'item_id'),
      ('item_ways', 'item_id'),
      ('item_geojsons', 'item_id'),
      ('featured', 'item_id')
    ) AS v(name, id_columns)
  LOOP
    -- The table-wide trigger stays for TRUNCATE, which has no rows to name.
    EXECUTE format('DROP TRIGGER IF EXISTS quo_notify_change ON %I', t.name);
    EXECUTE format(
      'CREATE TRIGGER quo_notify_change AFTER TRUNCATE ON %I
       FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_change()', t.name);
    EXECUTE format(
      'CREATE TRIGGER quo_notify_item_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS quo_new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_item_change(%L)', t.name, t.id_columns);
    EXECUTE format(
      'CREATE TRIGGER quo_notify_item_update AFTER UPDATE ON %I
       REFERENCING OLD TABLE AS quo_old_rows NEW TABLE AS quo_new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_item_change(%L)', t.name, t.id_columns);
    EXECUTE format(
      'CREATE TRIGGER quo_notify_item_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS quo_old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_item_change(%L)', t.name, t.id_columns);
  END LOOP;
END;
$$;
