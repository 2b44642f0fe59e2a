-- The dashboard's text search: titles and detail values by trigram (ILIKE '%…%').
CREATE INDEX "item_details_data_value_trgm_index" ON "item_details" USING gin ("data_value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_title_trgm_index" ON "items" USING gin ("title" gin_trgm_ops);