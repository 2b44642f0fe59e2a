-- The inbox (docs/decisions/0013-inbox-decided-field-by-field.md): staff decide visitors' requests
-- field by field (who, when, a note) and OpenStreetMap differences one by one; an open request's
-- content hash finds a duplicate. Requests closed before ('done') count as accepted.
ALTER TABLE "change_requests" ADD COLUMN "field_status" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "decision_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "osm_differences" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "osm_differences" ADD COLUMN "decided_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_open_content_index" ON "change_requests" USING btree ("content_hash") WHERE status = 'open';--> statement-breakpoint
UPDATE "change_requests" SET "status" = 'accepted' WHERE "status" = 'done';