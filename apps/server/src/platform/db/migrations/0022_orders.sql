CREATE TABLE "payment_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_refund_paymentOrderId_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "payment_refund_amount" CHECK ("payment_refund"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refund" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refund_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_item_quantity" CHECK ("order_item"."quantity" > 0),
	CONSTRAINT "order_item_price" CHECK ("order_item"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_tracking_once" UNIQUE("carrier","tracking_number")
);
--> statement-breakpoint
CREATE TABLE "shipment_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipment_event_once" UNIQUE("shipment_id","code")
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"shop_name" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"currency" char(3) NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"delivery_estimate" text,
	"address" jsonb,
	"payment_order_id" uuid,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_number_unique" UNIQUE("number"),
	CONSTRAINT "shop_order_totals" CHECK ("shop_order"."subtotal_minor" >= 0 and "shop_order"."shipping_minor" >= 0 and "shop_order"."tax_minor" >= 0 and "shop_order"."total_minor" = "shop_order"."subtotal_minor" + "shop_order"."shipping_minor" + "shop_order"."tax_minor")
);
--> statement-breakpoint
ALTER TABLE "payment_order" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order" ALTER COLUMN "plan_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order" ALTER COLUMN "credits" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order" ALTER COLUMN "validity_days" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order" ADD COLUMN "purpose" text DEFAULT 'credit_plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_order_id_payment_order_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refund" ADD CONSTRAINT "sandbox_refund_payment_id_sandbox_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_event" ADD CONSTRAINT "shipment_event_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_payment_order_id_payment_order_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "shipment_order_idx" ON "shipment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_customer_idx" ON "shop_order" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_order_customer_status_idx" ON "shop_order" USING btree ("customer_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_order_shop_idx" ON "shop_order" USING btree ("shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_order_search_trgm_idx" ON "shop_order" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_subject_once" ON "payment_order" USING btree ("purpose","subject_id") WHERE "payment_order"."purpose" <> 'credit_plan';--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_plan_fields" CHECK (("payment_order"."purpose" = 'credit_plan') = ("payment_order"."plan_id" is not null and "payment_order"."plan_name" is not null and "payment_order"."credits" is not null and "payment_order"."validity_days" is not null));--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_subject" CHECK ("payment_order"."purpose" = 'credit_plan' or "payment_order"."subject_id" is not null);