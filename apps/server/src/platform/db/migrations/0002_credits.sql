CREATE TABLE "credit_account" (
	"user_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_account_balance_not_negative" CHECK ("credit_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"description" text DEFAULT '' NOT NULL,
	"balance_after" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"remaining" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_delta_not_zero" CHECK ("credit_ledger_entry"."delta" <> 0),
	CONSTRAINT "credit_ledger_balance_after_not_negative" CHECK ("credit_ledger_entry"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_remaining" CHECK (("credit_ledger_entry"."delta" > 0 and "credit_ledger_entry"."remaining" between 0 and "credit_ledger_entry"."delta") or ("credit_ledger_entry"."delta" < 0 and "credit_ledger_entry"."remaining" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"credits" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"validity_days" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_plan_slug_unique" UNIQUE("slug"),
	CONSTRAINT "credit_plan_credits_positive" CHECK ("credit_plan"."credits" > 0),
	CONSTRAINT "credit_plan_price_not_negative" CHECK ("credit_plan"."price_minor" >= 0),
	CONSTRAINT "credit_plan_validity_positive" CHECK ("credit_plan"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"credits" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_order_providerOrderId_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payment_order_paid_fields" CHECK (("payment_order"."status" = 'paid') = ("payment_order"."paid_at" is not null and "payment_order"."provider_payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_event" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_event_once" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_order" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"receipt" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"card_last4" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_account" ADD CONSTRAINT "credit_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger_entry" ADD CONSTRAINT "credit_ledger_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_plan_id_credit_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."credit_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_order_id_sandbox_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger_entry" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_ledger_open_grants_idx" ON "credit_ledger_entry" USING btree ("user_id","expires_at","id") WHERE "credit_ledger_entry"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "credit_ledger_expiring_idx" ON "credit_ledger_entry" USING btree ("expires_at") WHERE "credit_ledger_entry"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_purchase_per_order" ON "credit_ledger_entry" USING btree ("reference_type","reference_id") WHERE "credit_ledger_entry"."kind" = 'purchase';--> statement-breakpoint
CREATE INDEX "credit_plan_listing_idx" ON "credit_plan" USING btree ("active","sort","price_minor");--> statement-breakpoint
CREATE INDEX "payment_order_user_idx" ON "payment_order" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_order_unsettled_idx" ON "payment_order" USING btree ("created_at") WHERE "payment_order"."status" <> 'paid';--> statement-breakpoint
CREATE INDEX "sandbox_payment_order_idx" ON "sandbox_payment" USING btree ("order_id","created_at");