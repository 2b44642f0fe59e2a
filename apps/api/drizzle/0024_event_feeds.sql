-- Branches subscribe to external iCalendar feeds; each feed event remembers the item it became
-- and what the last import wrote, so staff edits are kept on the next import.
CREATE TABLE "event_feed_entries" (
	"feed_id" integer NOT NULL,
	"uid" text NOT NULL,
	"item_id" integer,
	"imported" jsonb NOT NULL,
	CONSTRAINT "event_feed_entries_feed_id_uid_pk" PRIMARY KEY("feed_id","uid")
);
--> statement-breakpoint
CREATE TABLE "event_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"place_item_id" integer,
	"category_ids" integer[] NOT NULL,
	"topic_tag_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"date_next_run" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run" jsonb,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_feed_entries" ADD CONSTRAINT "event_feed_entries_feed_id_event_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."event_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feed_entries" ADD CONSTRAINT "event_feed_entries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feeds" ADD CONSTRAINT "event_feeds_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feeds" ADD CONSTRAINT "event_feeds_place_item_id_items_id_fk" FOREIGN KEY ("place_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feeds" ADD CONSTRAINT "event_feeds_topic_tag_id_tags_id_fk" FOREIGN KEY ("topic_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_feed_entries_item_id_index" ON "event_feed_entries" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_feeds_branch_id_url_index" ON "event_feeds" USING btree ("branch_id","url");--> statement-breakpoint
CREATE INDEX "event_feeds_date_next_run_index" ON "event_feeds" USING btree ("date_next_run");