-- The dashboard's unfiltered places list, sorted by title or by last change: its page read from an
-- index instead of sorting every item.
CREATE INDEX "items_lower_title_id_index" ON "items" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "items_date_updated_id_index" ON "items" USING btree ("date_updated","id");