-- Each mail goes out once per Message-ID and recipient, however often its event is delivered.
CREATE TABLE "mail_delivery" (
	"message_id" text NOT NULL,
	"recipient" text NOT NULL,
	"state" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_delivery_message_id_recipient_pk" PRIMARY KEY("message_id","recipient"),
	CONSTRAINT "mail_delivery_state_known" CHECK ("mail_delivery"."state" in ('sending', 'sent'))
);
--> statement-breakpoint
CREATE INDEX "mail_delivery_claimed_at_idx" ON "mail_delivery" USING btree ("claimed_at");--> statement-breakpoint
-- Capped mails (invitations) a user caused, counted per sender and per recipient.
CREATE TABLE "mail_send_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_send_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reason" text NOT NULL,
	"sender_id" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_send_log_recipient_idx" ON "mail_send_log" USING btree ("reason","recipient","sent_at");--> statement-breakpoint
CREATE INDEX "mail_send_log_sender_idx" ON "mail_send_log" USING btree ("reason","sender_id","sent_at");--> statement-breakpoint
-- The account an invitee is, once they opened their attendee link signed in to it.
ALTER TABLE "booking_attendee" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "booking_attendee" ADD CONSTRAINT "booking_attendee_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_attendee_user_idx" ON "booking_attendee" USING btree ("user_id");
