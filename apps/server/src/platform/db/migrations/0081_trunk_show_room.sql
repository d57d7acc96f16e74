CREATE TABLE "trunk_show_chat_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trunk_show_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trunk_show_chat_message_role_known" CHECK ("trunk_show_chat_message"."role" in ('shop', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "trunk_show_pin" (
	"trunk_show_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trunk_show_pin_trunk_show_id_product_id_pk" PRIMARY KEY("trunk_show_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "trunk_show_chat_message" ADD CONSTRAINT "trunk_show_chat_message_trunk_show_id_trunk_show_id_fk" FOREIGN KEY ("trunk_show_id") REFERENCES "public"."trunk_show"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_show_pin" ADD CONSTRAINT "trunk_show_pin_trunk_show_id_trunk_show_id_fk" FOREIGN KEY ("trunk_show_id") REFERENCES "public"."trunk_show"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_show_pin" ADD CONSTRAINT "trunk_show_pin_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trunk_show_chat_message_show_idx" ON "trunk_show_chat_message" USING btree ("trunk_show_id","sent_at");