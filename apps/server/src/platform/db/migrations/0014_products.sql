ALTER TABLE "offer" ADD COLUMN "premium_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "premium_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "image_asset_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Written by hand: a shop's live codes become unique, so an older demo database's repeated code gets a suffix first.
UPDATE "offer" o SET "code" = o."code" || '-' || left(o."id"::text, 4)
  WHERE o."code" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "offer" d
    WHERE d."shop_id" = o."shop_id" AND d."code" = o."code" AND d."id" < o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_shop_code_idx" ON "offer" USING btree ("shop_id","code") WHERE "offer"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_premium_requested_idx" ON "product" USING btree ("updated_at") WHERE "product"."premium_requested";