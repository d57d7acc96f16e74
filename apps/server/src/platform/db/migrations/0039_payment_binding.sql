-- A checkout order binds its amount: when the amount due changes, the subject gets a new order and
-- the old one is voided (one current order per subject instead of one order ever).
ALTER TABLE "payment_order" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "payment_order_subject_once";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_subject_once" ON "payment_order" USING btree ("purpose","subject_id") WHERE "payment_order"."purpose" <> 'credit_plan' and "payment_order"."voided_at" is null;--> statement-breakpoint
CREATE TABLE "payment_alert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"reason" text NOT NULL,
	"action" text NOT NULL,
	"amount_paid_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_due_minor" integer,
	"due_currency" char(3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_alert_once" UNIQUE("payment_order_id","provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "payment_alert" ADD CONSTRAINT "payment_alert_payment_order_id_payment_order_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_alert_created_idx" ON "payment_alert" USING btree ("created_at" DESC NULLS LAST);
