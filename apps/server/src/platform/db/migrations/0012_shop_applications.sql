ALTER TABLE "shop_application" ADD COLUMN "steps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_application" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "shop_application" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_application" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_application_one_open_idx" ON "shop_application" USING btree ("user_id") WHERE "shop_application"."status" in ('draft', 'pending', 'rejected');--> statement-breakpoint
CREATE INDEX "shop_application_status_idx" ON "shop_application" USING btree ("status","submitted_at");