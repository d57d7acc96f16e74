CREATE TABLE "booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"credits_used" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"occasions" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_min" integer,
	"price_max" integer,
	"price_currency" char(3) DEFAULT 'INR' NOT NULL,
	"debit_entry_id" bigint,
	"refund_entry_id" bigint,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"shop_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ends_after_start" CHECK ("booking"."ends_at" > "booking"."starts_at"),
	CONSTRAINT "booking_status_known" CHECK ("booking"."status" in ('booked', 'in_progress', 'completed', 'cancelled_by_customer', 'cancelled_by_shop', 'no_show')),
	CONSTRAINT "booking_credits_not_negative" CHECK ("booking"."credits_used" >= 0 and "booking"."credits_refunded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_attendee" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_attendee_role_known" CHECK ("booking_attendee"."role" in ('booker', 'invitee'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attendee" ADD CONSTRAINT "booking_attendee_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_one_live_per_slot" ON "booking" USING btree ("shop_id","starts_at") WHERE "booking"."status" not in ('cancelled_by_customer', 'cancelled_by_shop');--> statement-breakpoint
CREATE INDEX "booking_customer_idx" ON "booking" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_shop_idx" ON "booking" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_attendee_booking_idx" ON "booking_attendee" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_attendee_email_idx" ON "booking_attendee" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_refund_per_reference" ON "credit_ledger_entry" USING btree ("reference_type","reference_id") WHERE "credit_ledger_entry"."kind" = 'refund';