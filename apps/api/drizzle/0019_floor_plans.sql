CREATE TABLE "item_floor_plans" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"opacity" double precision DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_floor_plans" ADD CONSTRAINT "item_floor_plans_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_floor_plans" ADD CONSTRAINT "item_floor_plans_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Level tiles drop through the change feed (0002), and staff changes are recorded (0013).
CREATE TRIGGER quo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_floor_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION quo_notify_change();
--> statement-breakpoint
CREATE TRIGGER quo_record_change AFTER INSERT OR UPDATE OR DELETE ON "item_floor_plans"
  FOR EACH ROW EXECUTE FUNCTION quo_record_change('item_id');
