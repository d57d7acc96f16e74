-- The orders so far get their lines' quantities; new orders write theirs with their lines (no
-- default after this: a writer that forgets it fails instead of showing 0 items).
ALTER TABLE "shop_order" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "shop_order" SET "item_count" = lines."quantity"
  FROM (SELECT "order_id", sum("quantity")::int AS "quantity" FROM "order_item" GROUP BY "order_id") lines
  WHERE lines."order_id" = "shop_order"."id";--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "item_count" DROP DEFAULT;
