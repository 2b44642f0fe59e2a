-- Ids a branch's own records give its places, so a repeated import finds the place it made.
CREATE TABLE "item_external_ids" (
	"branch_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "item_external_ids_branch_id_external_id_pk" PRIMARY KEY("branch_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "item_external_ids" ADD CONSTRAINT "item_external_ids_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_external_ids" ADD CONSTRAINT "item_external_ids_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_external_ids_item_id_index" ON "item_external_ids" USING btree ("item_id");