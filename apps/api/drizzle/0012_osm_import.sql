-- OpenStreetMap import: basemap features get a class and tile properties; streets and buildings
-- remember the element they came from; places remember theirs (osm_links) and the fields both
-- staff and OpenStreetMap changed wait in osm_differences.
CREATE TABLE "osm_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"osm_key" text NOT NULL,
	"field" text NOT NULL,
	"staff_value" text,
	"osm_value" text,
	"status" text DEFAULT 'open' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "osm_links" (
	"osm_key" text PRIMARY KEY NOT NULL,
	"item_id" integer,
	"imported" jsonb NOT NULL,
	"date_imported" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basemap_features" ADD COLUMN "class" text;--> statement-breakpoint
ALTER TABLE "basemap_features" ADD COLUMN "properties" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "osm_key" text;--> statement-breakpoint
ALTER TABLE "streets" ADD COLUMN "osm_key" text;--> statement-breakpoint
ALTER TABLE "osm_differences" ADD CONSTRAINT "osm_differences_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osm_links" ADD CONSTRAINT "osm_links_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "osm_differences_open_field_index" ON "osm_differences" USING btree ("item_id","field") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "osm_links_item_id_index" ON "osm_links" USING btree ("item_id");