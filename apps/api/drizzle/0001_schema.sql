CREATE TABLE "branch_levels" (
	"branch_id" integer NOT NULL,
	"key" text NOT NULL,
	"sort_order" integer NOT NULL,
	"layer_id" text NOT NULL,
	"layer_path" text,
	CONSTRAINT "branch_levels_branch_id_key_pk" PRIMARY KEY("branch_id","key")
);
--> statement-breakpoint
CREATE TABLE "branch_map_boundaries" (
	"branch_id" integer NOT NULL,
	"breakpoint" text NOT NULL,
	"sw_lon" double precision NOT NULL,
	"sw_lat" double precision NOT NULL,
	"ne_lon" double precision NOT NULL,
	"ne_lat" double precision NOT NULL,
	CONSTRAINT "branch_map_boundaries_branch_id_breakpoint_pk" PRIMARY KEY("branch_id","breakpoint")
);
--> statement-breakpoint
CREATE TABLE "branch_map_centers" (
	"branch_id" integer NOT NULL,
	"breakpoint" text NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"zoom" double precision NOT NULL,
	"pitch" double precision DEFAULT 0 NOT NULL,
	"bearing" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "branch_map_centers_branch_id_breakpoint_pk" PRIMARY KEY("branch_id","breakpoint")
);
--> statement-breakpoint
CREATE TABLE "branch_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"style_url" text
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"short_id" smallint NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"tag_key" text NOT NULL,
	"logo" text,
	"menu_title" text,
	"menu_text" text,
	"live_domain" text,
	"host_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"current_season_id" integer,
	"selected_style_url" text,
	"has_events" boolean DEFAULT false NOT NULL,
	"has_streets" boolean DEFAULT false NOT NULL,
	"has_buildings" boolean DEFAULT false NOT NULL,
	"has_kiosk" boolean DEFAULT false NOT NULL,
	"has_search_shortcuts" boolean DEFAULT false NOT NULL,
	"kiosk" jsonb,
	"center_item_dev_nano_id" text,
	"center_item_production_nano_id" text,
	"screen_saver_enabled" boolean DEFAULT false NOT NULL,
	"base_url_development" text,
	"base_url_production" text,
	"basemap_item_json_file_name_development" text,
	"basemap_item_json_file_name_production" text,
	CONSTRAINT "branches_shortId_unique" UNIQUE("short_id"),
	CONSTRAINT "branches_tagKey_unique" UNIQUE("tag_key")
);
--> statement-breakpoint
CREATE TABLE "host_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"target_url" text NOT NULL,
	CONSTRAINT "host_redirects_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "path_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"path" text NOT NULL,
	"target_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_shortcuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_dev" integer,
	"branch_short_id" smallint,
	"title" text NOT NULL,
	"icon_id" integer,
	"query" text,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"allow_item_addition" boolean DEFAULT false NOT NULL,
	"allow_change_request" boolean DEFAULT false NOT NULL,
	"change_request_subtitle" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer,
	"search_shortcut_id" integer,
	"branch_short_id" smallint,
	"payload" jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"answer" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_short_id" smallint,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"question" text NOT NULL,
	"item_id" integer,
	"date_begin" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"list_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_items_list_id_item_id_pk" PRIMARY KEY("list_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"nano_id" text NOT NULL,
	"branch_short_id" smallint,
	"title" text NOT NULL,
	"description" text,
	CONSTRAINT "lists_nanoId_unique" UNIQUE("nano_id")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"metric_key" text NOT NULL,
	"branch_short_id" smallint,
	"item_id" integer,
	"item_detail_id" integer,
	"mention_id" integer,
	"related_item_id" integer,
	"tag_id" integer,
	"route_full_path" text,
	"metric_value" text,
	"data" jsonb,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"nano_id" text NOT NULL,
	"branch_id" integer NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"housenumber" text,
	"street" text,
	"polygon" geometry(Geometry,4326) NOT NULL,
	CONSTRAINT "buildings_nanoId_unique" UNIQUE("nano_id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"title" text NOT NULL,
	"postcode" text,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"geom" geometry(Point,4326) GENERATED ALWAYS AS (ST_SetSRID(ST_MakePoint(lon, lat), 4326)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"oh_state_field" text,
	"title" text NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"nominatim_title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"nano_id" text NOT NULL,
	"branch_id" integer NOT NULL,
	"title" text NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"geometry" geometry(Geometry,4326) NOT NULL,
	CONSTRAINT "streets_nanoId_unique" UNIQUE("nano_id")
);
--> statement-breakpoint
CREATE TABLE "event_branches" (
	"event_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "event_branches_event_id_branch_id_pk" PRIMARY KEY("event_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"date_begin" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"branch_id" integer,
	"date_featured" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geojsons" (
	"id" serial PRIMARY KEY NOT NULL,
	"nano_id" text NOT NULL,
	"geojson" jsonb NOT NULL,
	"geojson_type" integer NOT NULL,
	CONSTRAINT "geojsons_nanoId_unique" UNIQUE("nano_id")
);
--> statement-breakpoint
CREATE TABLE "item_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"street" text,
	"housenumber" text,
	"postcode" text
);
--> statement-breakpoint
CREATE TABLE "item_categories" (
	"item_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_categories_item_id_category_id_pk" PRIMARY KEY("item_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "item_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"data_key_v2" text NOT NULL,
	"data_key_group" text,
	"data_value" text NOT NULL,
	"data_value_unit" text,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_geojsons" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"geojson_id" integer NOT NULL,
	"type" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_jsons" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"json_id" integer NOT NULL,
	"type" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"medium_type" smallint NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_relations" (
	"parent_item_id" integer NOT NULL,
	"child_item_id" integer NOT NULL,
	"relationship_id" integer NOT NULL,
	CONSTRAINT "item_relations_parent_item_id_child_item_id_relationship_id_pk" PRIMARY KEY("parent_item_id","child_item_id","relationship_id")
);
--> statement-breakpoint
CREATE TABLE "item_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"date_due" timestamp with time zone NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_tags" (
	"item_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"show_in_subtitle" boolean DEFAULT false NOT NULL,
	"subtitle_sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_tags_item_id_tag_id_pk" PRIMARY KEY("item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "item_ways" (
	"id" serial PRIMARY KEY NOT NULL,
	"nano_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"way" geometry(Geometry,4326) NOT NULL,
	CONSTRAINT "item_ways_nanoId_unique" UNIQUE("nano_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"nano_id" text NOT NULL,
	"title" text NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"geom" geometry(Point,4326) GENERATED ALWAYS AS (ST_SetSRID(ST_MakePoint(lon, lat), 4326)) STORED NOT NULL,
	"type" text DEFAULT 'place' NOT NULL,
	"date_permanently_closed" timestamp with time zone,
	"is_duplicate_of" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_nanoId_unique" UNIQUE("nano_id")
);
--> statement-breakpoint
CREATE TABLE "jsons" (
	"id" serial PRIMARY KEY NOT NULL,
	"json" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"source" text,
	"date_published" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "relationships" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "relationships_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_category" text NOT NULL,
	"sub_category" text NOT NULL,
	"z_order" integer DEFAULT 0 NOT NULL,
	"icon_id" integer,
	"background_color_name" text NOT NULL,
	"color_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"main_category_name" text NOT NULL,
	"sub_category_name" text NOT NULL,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon_svg" text NOT NULL,
	"symbol_svg" text NOT NULL,
	CONSTRAINT "icons_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "item_detail_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_name" text NOT NULL,
	"key_title" text NOT NULL,
	"key_type" text NOT NULL,
	"unit" text,
	"icon_id" integer,
	"color_name" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "item_detail_keys_keyName_unique" UNIQUE("key_name")
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"tag_id" integer NOT NULL,
	"language" text NOT NULL,
	"tag_key_translate" text NOT NULL,
	"tag_value_translate" text NOT NULL,
	CONSTRAINT "tag_translations_tag_id_language_pk" PRIMARY KEY("tag_id","language")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_key" text NOT NULL,
	"tag_value" text NOT NULL,
	"tag_group" integer NOT NULL,
	"icon_id" integer,
	"color_name" text,
	"background_color_name" text
);
--> statement-breakpoint
ALTER TABLE "branch_levels" ADD CONSTRAINT "branch_levels_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_map_boundaries" ADD CONSTRAINT "branch_map_boundaries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_map_centers" ADD CONSTRAINT "branch_map_centers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_seasons" ADD CONSTRAINT "branch_seasons_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_redirects" ADD CONSTRAINT "path_redirects_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_shortcuts" ADD CONSTRAINT "search_shortcuts_branch_short_id_branches_short_id_fk" FOREIGN KEY ("branch_short_id") REFERENCES "public"."branches"("short_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_branch_short_id_branches_short_id_fk" FOREIGN KEY ("branch_short_id") REFERENCES "public"."branches"("short_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_branch_short_id_branches_short_id_fk" FOREIGN KEY ("branch_short_id") REFERENCES "public"."branches"("short_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_branches" ADD CONSTRAINT "event_branches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_branches" ADD CONSTRAINT "event_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured" ADD CONSTRAINT "featured_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured" ADD CONSTRAINT "featured_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_addresses" ADD CONSTRAINT "item_addresses_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_addresses" ADD CONSTRAINT "item_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_addresses" ADD CONSTRAINT "item_addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_addresses" ADD CONSTRAINT "item_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_details" ADD CONSTRAINT "item_details_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_geojsons" ADD CONSTRAINT "item_geojsons_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_geojsons" ADD CONSTRAINT "item_geojsons_geojson_id_geojsons_id_fk" FOREIGN KEY ("geojson_id") REFERENCES "public"."geojsons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_jsons" ADD CONSTRAINT "item_jsons_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_jsons" ADD CONSTRAINT "item_jsons_json_id_jsons_id_fk" FOREIGN KEY ("json_id") REFERENCES "public"."jsons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_media" ADD CONSTRAINT "item_media_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_parent_item_id_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_child_item_id_items_id_fk" FOREIGN KEY ("child_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_relationship_id_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."relationships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reviews" ADD CONSTRAINT "item_reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ways" ADD CONSTRAINT "item_ways_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_is_duplicate_of_items_id_fk" FOREIGN KEY ("is_duplicate_of") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_id_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."icons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_detail_keys" ADD CONSTRAINT "item_detail_keys_icon_id_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."icons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_translations" ADD CONSTRAINT "tag_translations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_icon_id_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."icons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_seasons_branch_id_path_index" ON "branch_seasons" USING btree ("branch_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "path_redirects_branch_id_path_index" ON "path_redirects" USING btree ("branch_id","path");--> statement-breakpoint
CREATE INDEX "search_shortcuts_branch_short_id_index" ON "search_shortcuts" USING btree ("branch_short_id");--> statement-breakpoint
CREATE INDEX "change_requests_item_id_index" ON "change_requests" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "change_requests_status_index" ON "change_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contest_participants_contest_id_index" ON "contest_participants" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "list_items_item_id_index" ON "list_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "lists_branch_short_id_index" ON "lists" USING btree ("branch_short_id");--> statement-breakpoint
CREATE INDEX "metrics_date_created_index" ON "metrics" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "metrics_session_id_index" ON "metrics" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "buildings_branch_id_index" ON "buildings" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "buildings_polygon_index" ON "buildings" USING gist ("polygon");--> statement-breakpoint
CREATE INDEX "cities_country_id_index" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "cities_geom_index" ON "cities" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "streets_branch_id_index" ON "streets" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "streets_geometry_index" ON "streets" USING gist ("geometry");--> statement-breakpoint
CREATE INDEX "event_branches_branch_id_index" ON "event_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "events_item_id_index" ON "events" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "events_date_end_index" ON "events" USING btree ("date_end");--> statement-breakpoint
CREATE INDEX "featured_item_id_index" ON "featured" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "featured_branch_id_index" ON "featured" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "item_addresses_item_id_index" ON "item_addresses" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_addresses_city_id_index" ON "item_addresses" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "item_addresses_country_id_index" ON "item_addresses" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "item_categories_category_id_index" ON "item_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "item_details_item_id_index" ON "item_details" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_details_data_key_v2_index" ON "item_details" USING btree ("data_key_v2");--> statement-breakpoint
CREATE UNIQUE INDEX "item_geojsons_item_id_geojson_id_index" ON "item_geojsons" USING btree ("item_id","geojson_id");--> statement-breakpoint
CREATE INDEX "item_geojsons_geojson_id_index" ON "item_geojsons" USING btree ("geojson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_jsons_item_id_json_id_index" ON "item_jsons" USING btree ("item_id","json_id");--> statement-breakpoint
CREATE INDEX "item_jsons_json_id_index" ON "item_jsons" USING btree ("json_id");--> statement-breakpoint
CREATE INDEX "item_media_item_id_index" ON "item_media" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_relations_child_item_id_index" ON "item_relations" USING btree ("child_item_id");--> statement-breakpoint
CREATE INDEX "item_reviews_item_id_index" ON "item_reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_reviews_date_due_index" ON "item_reviews" USING btree ("date_due");--> statement-breakpoint
CREATE INDEX "item_tags_tag_id_index" ON "item_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "item_ways_item_id_index" ON "item_ways" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_ways_way_index" ON "item_ways" USING gist ("way");--> statement-breakpoint
CREATE INDEX "items_geom_index" ON "items" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "items_title_index" ON "items" USING btree ("title");--> statement-breakpoint
CREATE INDEX "mentions_item_id_index" ON "mentions" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_main_category_sub_category_index" ON "categories" USING btree ("main_category","sub_category");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tag_key_tag_value_index" ON "tags" USING btree ("tag_key","tag_value");--> statement-breakpoint
CREATE INDEX "tags_tag_group_index" ON "tags" USING btree ("tag_group");