-- Usage events carry the client's id: a batch sent again (a lost answer, a queue replayed after
-- being offline) is stored once.
ALTER TABLE "metrics" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "metrics_event_id_index" ON "metrics" USING btree ("event_id") WHERE "metrics"."event_id" IS NOT NULL;