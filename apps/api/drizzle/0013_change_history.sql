CREATE TABLE "change_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT txid_current() NOT NULL,
	"date_changed" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_sub" text NOT NULL,
	"actor_email" text,
	"table_name" text NOT NULL,
	"operation" text NOT NULL,
	"item_id" integer,
	"event_id" integer,
	"row_key" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "change_history_item_index" ON "change_history" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "change_history_event_index" ON "change_history" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "change_history_deleted_items_index" ON "change_history" USING btree ("id") WHERE table_name = 'items' AND operation = 'delete';--> statement-breakpoint
-- The history of staff writes (docs/decisions/0011-history-and-restore-scope.md): a row trigger on
-- every table staff write through records the row before and after. Only a transaction that names
-- its actor records (set_config('quo.actor', '{"sub":…,"email":…}', true), done by the staff
-- routes), so seeding, imports and the anonymous writes stay out. The trigger's arguments name the
-- primary key.
CREATE OR REPLACE FUNCTION quo_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('quo.actor', true), '')::jsonb;
  old_row jsonb;
  new_row jsonb;
  r jsonb;
  row_key jsonb := '{}'::jsonb;
  item integer;
  event integer;
  k text;
BEGIN
  IF actor IS NULL THEN RETURN NULL; END IF;
  -- The point column is derived from lon and lat; touching an item's date changes nothing.
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - 'geom'; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - 'geom'; END IF;
  IF TG_OP = 'UPDATE' AND (old_row - 'date_updated') = (new_row - 'date_updated') THEN RETURN NULL; END IF;
  r := coalesce(new_row, old_row);
  FOREACH k IN ARRAY TG_ARGV LOOP
    row_key := row_key || jsonb_build_object(k, r -> k);
  END LOOP;
  item := CASE TG_TABLE_NAME
    WHEN 'items' THEN (r ->> 'id')::integer
    WHEN 'item_relations' THEN (r ->> 'parent_item_id')::integer
    WHEN 'geojsons' THEN (SELECT g.item_id FROM item_geojsons g WHERE g.geojson_id = (r ->> 'id')::integer LIMIT 1)
    WHEN 'jsons' THEN (SELECT j.item_id FROM item_jsons j WHERE j.json_id = (r ->> 'id')::integer LIMIT 1)
    WHEN 'event_branches' THEN (SELECT e.item_id FROM events e WHERE e.id = (r ->> 'event_id')::integer)
    ELSE (r ->> 'item_id')::integer
  END;
  event := CASE TG_TABLE_NAME WHEN 'events' THEN (r ->> 'id')::integer ELSE (r ->> 'event_id')::integer END;
  INSERT INTO change_history (actor_sub, actor_email, table_name, operation, item_id, event_id, row_key, before, after)
  VALUES (actor ->> 'sub', actor ->> 'email', TG_TABLE_NAME, lower(TG_OP), item, event, row_key, old_row, new_row);
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
      ('items', ARRAY['id']),
      ('item_categories', ARRAY['item_id', 'category_id']),
      ('item_details', ARRAY['id']),
      ('item_tags', ARRAY['item_id', 'tag_id']),
      ('item_addresses', ARRAY['id']),
      ('item_media', ARRAY['id']),
      ('item_geojsons', ARRAY['id']),
      ('item_jsons', ARRAY['id']),
      ('item_relations', ARRAY['parent_item_id', 'child_item_id', 'relationship_id']),
      ('item_reviews', ARRAY['id']),
      ('mentions', ARRAY['id']),
      ('featured', ARRAY['id']),
      ('geojsons', ARRAY['id']),
      ('jsons', ARRAY['id']),
      ('events', ARRAY['id']),
      ('event_branches', ARRAY['event_id', 'branch_id'])
    ) AS v(name, key)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS quo_record_change ON %I', t.name);
    EXECUTE format(
      'CREATE TRIGGER quo_record_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION quo_record_change(%s)',
      t.name, (SELECT string_agg(quote_literal(k), ', ') FROM unnest(t.key) AS k));
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Puts a row back as the history recorded it (a restore): the columns the record names, the
-- generated ones left to the table, geometry from its GeoJSON.
CREATE OR REPLACE FUNCTION quo_history_insert(tbl text, r jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cols text;
  vals text;
BEGIN
  SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum),
         string_agg(CASE WHEN ty.typname = 'geometry'
                      THEN format('ST_SetSRID(ST_GeomFromGeoJSON($1 ->> %L), 4326)', a.attname)
                      ELSE format('(jsonb_populate_record(NULL::%I, $2)).%I', tbl, a.attname) END,
                    ', ' ORDER BY a.attnum)
  INTO cols, vals
  FROM pg_attribute a JOIN pg_type ty ON ty.oid = a.atttypid
  WHERE a.attrelid = tbl::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' AND r ? a.attname;
  EXECUTE format('INSERT INTO %I (%s) SELECT %s', tbl, cols, vals)
    USING r, r - ARRAY(SELECT a.attname::text FROM pg_attribute a JOIN pg_type ty ON ty.oid = a.atttypid
                       WHERE a.attrelid = tbl::regclass AND ty.typname = 'geometry');
END;
$$;
--> statement-breakpoint
-- Sets columns of one row (its primary key in `key`) to values the history recorded; a row
-- that is gone raises no_data_found.
CREATE OR REPLACE FUNCTION quo_history_update(tbl text, key jsonb, r jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sets text;
  conds text;
  n integer;
BEGIN
  SELECT string_agg(format('%I = ', a.attname) || CASE WHEN ty.typname = 'geometry'
                      THEN format('ST_SetSRID(ST_GeomFromGeoJSON($1 ->> %L), 4326)', a.attname)
                      ELSE format('(jsonb_populate_record(NULL::%I, $2)).%I', tbl, a.attname) END, ', ')
  INTO sets
  FROM pg_attribute a JOIN pg_type ty ON ty.oid = a.atttypid
  WHERE a.attrelid = tbl::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' AND r ? a.attname;
  SELECT string_agg(format('%I = (jsonb_populate_record(NULL::%I, $3)).%I', k, tbl, k), ' AND ')
  INTO conds FROM jsonb_object_keys(key) AS k;
  EXECUTE format('UPDATE %I SET %s WHERE %s', tbl, sets, conds)
    USING r, r - ARRAY(SELECT a.attname::text FROM pg_attribute a JOIN pg_type ty ON ty.oid = a.atttypid
                       WHERE a.attrelid = tbl::regclass AND ty.typname = 'geometry'), key;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n = 0 THEN RAISE EXCEPTION 'no row %', key USING ERRCODE = 'no_data_found'; END IF;
END;
$$;
