CREATE TABLE "shop_stock_setting" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"low_stock_units" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_stock_setting_low_units_range" CHECK ("shop_stock_setting"."low_stock_units" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_known";--> statement-breakpoint
ALTER TABLE "notification_preference" ADD COLUMN "push_wishlist" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD COLUMN "mail_wishlist" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_setting" ADD CONSTRAINT "shop_stock_setting_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_product_product_idx" ON "favourite_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "favourite_shop_shop_idx" ON "favourite_shop" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" in ('personalized', 'user-general', 'general', 'wishlist'));