ALTER TABLE "item_relations" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Children linked before keep the order they were shown in (by title) and new ones go after them.
UPDATE "item_relations" r SET "sort_order" = o.n
FROM (
  SELECT ir.parent_item_id, ir.child_item_id, ir.relationship_id,
         (row_number() OVER (PARTITION BY ir.parent_item_id, ir.relationship_id ORDER BY i.title, i.id) - 1)::int AS n
  FROM "item_relations" ir JOIN "items" i ON i.id = ir.child_item_id
) o
WHERE r.parent_item_id = o.parent_item_id AND r.child_item_id = o.child_item_id AND r.relationship_id = o.relationship_id;
