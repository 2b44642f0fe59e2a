CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"title" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"source_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"branch_short_id" smallint,
	"variants" jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "media_assets_content_branch_unique" UNIQUE NULLS NOT DISTINCT("content_hash","branch_short_id")
);
--> statement-breakpoint
ALTER TABLE "item_media" ADD COLUMN "asset_id" integer;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_branch_short_id_branches_short_id_fk" FOREIGN KEY ("branch_short_id") REFERENCES "public"."branches"("short_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_created_index" ON "media_assets" USING btree ("date_created");--> statement-breakpoint
ALTER TABLE "item_media" ADD CONSTRAINT "item_media_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_media_asset_id_index" ON "item_media" USING btree ("asset_id");--> statement-breakpoint
-- A place's cached public read shows its library images' descriptions (see 0002_change_feed.sql).
CREATE TRIGGER quo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_assets"
  FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_change();
