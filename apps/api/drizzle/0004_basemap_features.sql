CREATE TABLE "basemap_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"source" text DEFAULT 'demo' NOT NULL,
	"geom" geometry(Geometry,4326) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "basemap_features_kind_index" ON "basemap_features" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "basemap_features_geom_index" ON "basemap_features" USING gist ("geom");--> statement-breakpoint
-- Cached basemap tiles and styles drop through the change feed (see 0002_change_feed.sql).
CREATE TRIGGER quo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "basemap_features"
  FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_change();
