CREATE TABLE "shop_bank_account" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"provider_contact_id" text,
	"provider_fund_account_id" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_commission_rate" (
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_commission_rate_shop_id_kind_pk" PRIMARY KEY("shop_id","kind"),
	CONSTRAINT "shop_commission_rate_check" CHECK ("shop_commission_rate"."rate_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "shop_earning" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"reverses_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"gross_minor" integer NOT NULL,
	"commission_bps" integer NOT NULL,
	"commission_minor" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_earning_cause_unique" UNIQUE("kind","source_id"),
	CONSTRAINT "shop_earning_net_check" CHECK ("shop_earning"."net_minor" = "shop_earning"."gross_minor" - "shop_earning"."commission_minor" - "shop_earning"."fee_minor")
);
--> statement-breakpoint
CREATE TABLE "shop_payout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"account_number_masked" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"utr" text,
	"failure_reason" text,
	"retry_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "shop_payout_amount_check" CHECK ("shop_payout"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_payout_entry" (
	"payout_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "shop_payout_entry_payout_id_entry_id_pk" PRIMARY KEY("payout_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "shop_statement_mail" (
	"shop_id" uuid NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_statement_mail_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
ALTER TABLE "shop_bank_account" ADD CONSTRAINT "shop_bank_account_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bank_account" ADD CONSTRAINT "shop_bank_account_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_commission_rate" ADD CONSTRAINT "shop_commission_rate_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_earning" ADD CONSTRAINT "shop_earning_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payout" ADD CONSTRAINT "shop_payout_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payout" ADD CONSTRAINT "shop_payout_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payout_entry" ADD CONSTRAINT "shop_payout_entry_payout_id_shop_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."shop_payout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payout_entry" ADD CONSTRAINT "shop_payout_entry_entry_id_shop_earning_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."shop_earning"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_statement_mail" ADD CONSTRAINT "shop_statement_mail_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_earning_shop_occurred_idx" ON "shop_earning" USING btree ("shop_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_payout_shop_created_idx" ON "shop_payout" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payout_provider_reference_idx" ON "shop_payout" USING btree ("provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payout_entry_live_idx" ON "shop_payout_entry" USING btree ("entry_id") WHERE "shop_payout_entry"."released_at" IS NULL;