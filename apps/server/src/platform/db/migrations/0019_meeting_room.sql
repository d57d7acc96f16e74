CREATE TABLE "meeting_chat_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_chat_message_role_known" CHECK ("meeting_chat_message"."role" in ('booker', 'invitee', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "meeting_pin" (
	"booking_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_pin_booking_id_product_id_pk" PRIMARY KEY("booking_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "meeting_chat_message" ADD CONSTRAINT "meeting_chat_message_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_pin" ADD CONSTRAINT "meeting_pin_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_pin" ADD CONSTRAINT "meeting_pin_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_chat_message_booking_idx" ON "meeting_chat_message" USING btree ("booking_id","sent_at");