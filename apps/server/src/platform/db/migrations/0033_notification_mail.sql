ALTER TABLE "notification" ADD COLUMN "mail_digest_key" text;--> statement-breakpoint
ALTER TABLE "notification_recipient" ADD COLUMN "mailed_at" timestamp with time zone;