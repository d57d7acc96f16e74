-- The shop index is updated per shop from `shop:changed` events (catalogue/shop-index.ts), so the
-- one-row counter that every shop write had to update (and wait for) goes. A row trigger stamps
-- updated_at on every update instead, so the index's periodic check (count and sum of updated_at)
-- also sees a write that forgot its event or its updated_at.
DROP TRIGGER "shop_version_bump" ON "shop";--> statement-breakpoint
DROP FUNCTION "shop_version_bump"();--> statement-breakpoint
DROP TABLE "shop_version";--> statement-breakpoint
CREATE FUNCTION "shop_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" = clock_timestamp();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shop_touch" BEFORE UPDATE ON "shop"
  FOR EACH ROW EXECUTE FUNCTION "shop_touch"();
