CREATE TABLE "order_checkout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" integer NOT NULL,
	"codes" text[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_checkout_amount" CHECK ("order_checkout"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refund" DROP CONSTRAINT "payment_refund_paymentOrderId_unique";--> statement-breakpoint
ALTER TABLE "shop_order" DROP CONSTRAINT "shop_order_totals";--> statement-breakpoint
ALTER TABLE "payment_refund" ADD COLUMN "part" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_checkout" ADD CONSTRAINT "order_checkout_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_checkout_customer_idx" ON "order_checkout" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_checkout_id_order_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."order_checkout"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_checkout_idx" ON "shop_order" USING btree ("checkout_id") WHERE "shop_order"."checkout_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_part_once" UNIQUE("payment_order_id","part");--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_totals" CHECK ("shop_order"."subtotal_minor" >= 0 and "shop_order"."discount_minor" between 0 and "shop_order"."subtotal_minor" and "shop_order"."shipping_minor" >= 0 and "shop_order"."tax_minor" >= 0 and "shop_order"."total_minor" = "shop_order"."subtotal_minor" - "shop_order"."discount_minor" + "shop_order"."shipping_minor" + "shop_order"."tax_minor");