CREATE TABLE "measurement_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"relation" text DEFAULT '' NOT NULL,
	"garment" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stitching_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stage" text,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stitching_invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"shop_name" text NOT NULL,
	"garment" text NOT NULL,
	"fabric" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"due_date" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"approval" text DEFAULT 'pending' NOT NULL,
	"revision_note" text,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"stage" text,
	"payment_order_id" uuid,
	"paid_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stitching_invoice_number_unique" UNIQUE("number"),
	CONSTRAINT "stitching_invoice_price" CHECK ("stitching_invoice"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "measurement_profile" ADD CONSTRAINT "measurement_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stitching_event" ADD CONSTRAINT "stitching_event_invoice_id_stitching_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."stitching_invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stitching_invoice" ADD CONSTRAINT "stitching_invoice_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stitching_invoice" ADD CONSTRAINT "stitching_invoice_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stitching_invoice" ADD CONSTRAINT "stitching_invoice_payment_order_id_payment_order_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_profile_user_idx" ON "measurement_profile" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stitching_event_invoice_idx" ON "stitching_event" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE INDEX "stitching_invoice_customer_idx" ON "stitching_invoice" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stitching_invoice_shop_idx" ON "stitching_invoice" USING btree ("shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);