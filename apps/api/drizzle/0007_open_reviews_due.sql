-- Open reviews by due date: the dashboard's overdue and due-soon filters skip the completed history.
CREATE INDEX "item_reviews_open_date_due_index" ON "item_reviews" USING btree ("date_due","item_id") WHERE NOT "item_reviews"."is_completed";
