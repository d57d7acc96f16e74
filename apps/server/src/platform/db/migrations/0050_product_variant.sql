CREATE TABLE "product_variant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text,
	"colour" text,
	"made_to_measure" boolean DEFAULT false NOT NULL,
	"price_minor" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"stock_kind" text DEFAULT 'in_stock' NOT NULL,
	"lead_time_days" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variant_price_not_negative" CHECK ("product_variant"."price_minor" >= 0),
	CONSTRAINT "product_variant_stock_not_negative" CHECK ("product_variant"."stock" >= 0),
	CONSTRAINT "product_variant_stock_kind" CHECK ("product_variant"."stock_kind" in ('in_stock', 'made_to_order')),
	CONSTRAINT "product_variant_lead_time" CHECK (("product_variant"."stock_kind" = 'made_to_order') = ("product_variant"."lead_time_days" is not null) and coalesce("product_variant"."lead_time_days", 1) between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "product_variant" ADD CONSTRAINT "product_variant_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variant_product_idx" ON "product_variant" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_live_key" ON "product_variant" USING btree ("product_id",coalesce("size", ''),coalesce("colour", ''),"made_to_measure") WHERE "product_variant"."archived_at" is null;