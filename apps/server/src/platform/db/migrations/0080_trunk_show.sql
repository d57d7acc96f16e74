CREATE TABLE "trunk_show" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"credits_per_seat" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"shop_joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trunk_show_ends_after_start" CHECK ("trunk_show"."ends_at" > "trunk_show"."starts_at"),
	CONSTRAINT "trunk_show_capacity_positive" CHECK ("trunk_show"."capacity" > 0),
	CONSTRAINT "trunk_show_seats_within_capacity" CHECK ("trunk_show"."seats_taken" >= 0 and "trunk_show"."seats_taken" <= "trunk_show"."capacity"),
	CONSTRAINT "trunk_show_credits_positive" CHECK ("trunk_show"."credits_per_seat" > 0),
	CONSTRAINT "trunk_show_status_known" CHECK ("trunk_show"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "trunk_show_seat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trunk_show_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"credits_used" integer NOT NULL,
	"debit_entry_id" bigint,
	"refund_entry_id" bigint,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trunk_show_seat_status_known" CHECK ("trunk_show_seat"."status" in ('booked', 'cancelled_by_customer', 'cancelled_by_shop')),
	CONSTRAINT "trunk_show_seat_credits_not_negative" CHECK ("trunk_show_seat"."credits_used" >= 0 and "trunk_show_seat"."credits_refunded" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trunk_show" ADD CONSTRAINT "trunk_show_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_show_seat" ADD CONSTRAINT "trunk_show_seat_trunk_show_id_trunk_show_id_fk" FOREIGN KEY ("trunk_show_id") REFERENCES "public"."trunk_show"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_show_seat" ADD CONSTRAINT "trunk_show_seat_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trunk_show_shop_idx" ON "trunk_show" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trunk_show_seat_one_live_per_customer" ON "trunk_show_seat" USING btree ("trunk_show_id","customer_id") WHERE "trunk_show_seat"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "trunk_show_seat_customer_idx" ON "trunk_show_seat" USING btree ("customer_id");