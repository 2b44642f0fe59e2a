-- What the dashboard's list searches and filters by, one row per item (src/db/schema/itemSearch.ts),
-- kept here by statement triggers: searching items and item_details apart, then looking up each
-- match's categories and addresses, cost 60–110 ms for a common word over 100,000 places.
CREATE TABLE "item_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date_updated" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"country_ids" integer[] NOT NULL,
	"main_categories" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_search" ADD CONSTRAINT "item_search_id_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The items' rows written anew from the tables they come from. The ids join rather than
-- `= ANY(ids)`: a seed or import touches 100,000 items in one statement.
CREATE OR REPLACE FUNCTION quo_refresh_item_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO item_search AS s (id, title, date_updated, text, country_ids, main_categories)
  SELECT i.id, i.title, i.date_updated,
    concat_ws(E'\n', i.title,
      (SELECT string_agg(d.data_value, E'\n' ORDER BY d.id) FROM item_details d WHERE d.item_id = i.id)),
    coalesce((SELECT array_agg(DISTINCT a.country_id ORDER BY a.country_id) FROM item_addresses a
      WHERE a.item_id = i.id AND a.country_id IS NOT NULL), '{}'),
    coalesce((SELECT array_agg(DISTINCT c.main_category ORDER BY c.main_category)
      FROM item_categories ic JOIN categories c ON c.id = ic.category_id WHERE ic.item_id = i.id), '{}')
  FROM (SELECT DISTINCT unnest(ids) AS id) touched JOIN items i ON i.id = touched.id
  ON CONFLICT (id) DO UPDATE SET title = excluded.title, date_updated = excluded.date_updated,
    text = excluded.text, country_ids = excluded.country_ids, main_categories = excluded.main_categories
  WHERE (s.title, s.date_updated, s.text, s.country_ids, s.main_categories)
    IS DISTINCT FROM (excluded.title, excluded.date_updated, excluded.text, excluded.country_ids, excluded.main_categories)
$$;
--> statement-breakpoint
-- A statement trigger's touched items (TG_ARGV[0] names their id column), refreshed at once. A
-- deleted item's row goes with it (the foreign key); its details' trigger then finds no item.
-- An item's own update counts only when its title or date changed (a seed moves 100,000 places
-- at once). A bulk load that sets quo.item_search to 'deferred' for its transaction refreshes
-- every row itself at its end (the demo seed: 500-row inserts rewrote each row many times).
CREATE OR REPLACE FUNCTION quo_item_search_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_column text := TG_ARGV[0];
  touched text := '';
  ids integer[];
BEGIN
  IF current_setting('quo.item_search', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'items' AND TG_OP = 'UPDATE' THEN
    touched := 'SELECT n.id FROM quo_new_rows n JOIN quo_old_rows o ON o.id = n.id
      WHERE (n.title, n.date_updated) IS DISTINCT FROM (o.title, o.date_updated)';
  ELSE
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      touched := format('SELECT %I AS id FROM quo_new_rows', id_column);
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      touched := concat_ws(' UNION ALL ', nullif(touched, ''), format('SELECT %I AS id FROM quo_old_rows', id_column));
    END IF;
  END IF;
  EXECUTE format('SELECT array_agg(id) FROM (%s) t WHERE id IS NOT NULL', touched) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM quo_refresh_item_search(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A category moved to another main category: the items it holds.
CREATE OR REPLACE FUNCTION quo_item_search_category_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF current_setting('quo.item_search', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(ic.item_id) INTO ids
  FROM quo_new_rows n JOIN quo_old_rows o ON o.id = n.id JOIN item_categories ic ON ic.category_id = n.id
  WHERE n.main_category IS DISTINCT FROM o.main_category;
  IF ids IS NOT NULL THEN
    PERFORM quo_refresh_item_search(ids);
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
      ('item_details', 'item_id'),
      ('item_addresses', 'item_id'),
      ('item_categories', 'item_id')
    ) AS v(name, id_column)
  LOOP
    EXECUTE format(
      'CREATE TRIGGER quo_item_search_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS quo_new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION quo_item_search_touched(%L)', t.name, t.id_column);
    EXECUTE format(
      'CREATE TRIGGER quo_item_search_update AFTER UPDATE ON %I
       REFERENCING OLD TABLE AS quo_old_rows NEW TABLE AS quo_new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION quo_item_search_touched(%L)', t.name, t.id_column);
    IF t.name <> 'items' THEN
      EXECUTE format(
        'CREATE TRIGGER quo_item_search_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS quo_old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION quo_item_search_touched(%L)', t.name, t.id_column);
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quo_item_search_category_change AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS quo_old_rows NEW TABLE AS quo_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quo_item_search_category_change();--> statement-breakpoint
SELECT quo_refresh_item_search(ARRAY(SELECT id FROM items));--> statement-breakpoint
CREATE INDEX "item_search_text_trgm_index" ON "item_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_search_country_ids_index" ON "item_search" USING gin ("country_ids");--> statement-breakpoint
CREATE INDEX "item_search_main_categories_index" ON "item_search" USING gin ("main_categories");--> statement-breakpoint
DROP INDEX "item_details_data_value_trgm_index";--> statement-breakpoint
DROP INDEX "items_title_trgm_index";
