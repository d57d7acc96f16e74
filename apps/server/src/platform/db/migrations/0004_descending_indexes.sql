DROP INDEX "favourite_shop_user_idx";--> statement-breakpoint
DROP INDEX "product_shop_idx";--> statement-breakpoint
DROP INDEX "product_premium_idx";--> statement-breakpoint
DROP INDEX "review_shop_idx";--> statement-breakpoint
DROP INDEX "review_platform_idx";--> statement-breakpoint
DROP INDEX "shop_rating_idx";--> statement-breakpoint
CREATE INDEX "favourite_shop_user_idx" ON "favourite_shop" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_shop_idx" ON "product" USING btree ("shop_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "product_premium_idx" ON "product" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "product"."premium";--> statement-breakpoint
CREATE INDEX "review_shop_idx" ON "review" USING btree ("shop_id","rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_platform_idx" ON "review" USING btree ("rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "review"."kind" = 'platform';--> statement-breakpoint
CREATE INDEX "shop_rating_idx" ON "shop" USING btree ("rating_average" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id");