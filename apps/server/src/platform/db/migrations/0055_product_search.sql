-- Product search (products/product-index.ts): a product's own occasions and genders (empty: as
-- its shop), favourite products, and updated_at stamped on every update of a product (stock moves
-- included), so the index's periodic check (count and sum of updated_at) sees every change.
CREATE TABLE "favourite_product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_product_user_product_unique" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "occasion_slugs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "genders" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_product" ADD CONSTRAINT "favourite_product_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_product" ADD CONSTRAINT "favourite_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_product_user_idx" ON "favourite_product" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE FUNCTION "product_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" = clock_timestamp();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_touch" BEFORE UPDATE ON "product"
  FOR EACH ROW EXECUTE FUNCTION "product_touch"();
