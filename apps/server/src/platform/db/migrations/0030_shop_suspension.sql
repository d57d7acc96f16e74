ALTER TABLE "shop" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "suspension_reason" text;