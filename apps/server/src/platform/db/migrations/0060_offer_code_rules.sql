CREATE TABLE "offer_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"use_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_redemption_use_number" CHECK ("offer_redemption"."use_number" is null or "offer_redemption"."use_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "minimum_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "shop_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "category_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_redemption" ADD CONSTRAINT "offer_redemption_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemption" ADD CONSTRAINT "offer_redemption_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemption_use_idx" ON "offer_redemption" USING btree ("offer_id","customer_id","use_number");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemption_checkout_idx" ON "offer_redemption" USING btree ("checkout_id","offer_id");--> statement-breakpoint
CREATE INDEX "offer_redemption_customer_idx" ON "offer_redemption" USING btree ("customer_id","offer_id");--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_rules" CHECK (("offer"."minimum_amount_minor" is null or "offer"."minimum_amount_minor" > 0)
        and ("offer"."per_customer_limit" is null or "offer"."per_customer_limit" > 0)
        and ("offer"."offeror" = 'platform' or cardinality("offer"."shop_ids") = 0));