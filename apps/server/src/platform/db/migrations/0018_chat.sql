CREATE TABLE "chat_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_group_member" (
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"delivered_messages" integer DEFAULT 0 NOT NULL,
	"unread_messages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_group_member_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "chat_group_member_role_known" CHECK ("chat_group_member"."role" in ('customer', 'vendor', 'staff')),
	CONSTRAINT "chat_group_member_counts_positive" CHECK ("chat_group_member"."delivered_messages" >= 0 and "chat_group_member"."unread_messages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_message_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"role" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_type_known" CHECK ("chat_message"."type" in ('text', 'image', 'product', 'booking', 'order'))
);
--> statement-breakpoint
CREATE TABLE "chat_message_status" (
	"message_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"status" text NOT NULL,
	"rank" smallint NOT NULL,
	"events" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_status_message_id_user_id_pk" PRIMARY KEY("message_id","user_id"),
	CONSTRAINT "chat_message_status_rank_matches" CHECK ("chat_message_status"."rank" = array_position(array['delivered','unseen','unread','read'], "chat_message_status"."status") - 1)
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" in ('personalized', 'user-general', 'general'))
);
--> statement-breakpoint
CREATE TABLE "notification_recipient" (
	"notification_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipient_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notification_flag" (
	"user_id" text PRIMARY KEY NOT NULL,
	"new_notification" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_group" ADD CONSTRAINT "chat_group_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group" ADD CONSTRAINT "chat_group_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_member" ADD CONSTRAINT "chat_group_member_group_id_chat_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_member" ADD CONSTRAINT "chat_group_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_group_id_chat_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_status" ADD CONSTRAINT "chat_message_status_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_status" ADD CONSTRAINT "chat_message_status_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_status" ADD CONSTRAINT "chat_message_status_group_id_chat_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipient" ADD CONSTRAINT "notification_recipient_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipient" ADD CONSTRAINT "notification_recipient_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_flag" ADD CONSTRAINT "user_notification_flag_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_group_customer_shop_idx" ON "chat_group" USING btree ("customer_id","shop_id");--> statement-breakpoint
CREATE INDEX "chat_group_shop_idx" ON "chat_group" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "chat_group_member_user_idx" ON "chat_group_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_idx" ON "chat_message" USING btree ("group_id","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_message_group_seq_idx" ON "chat_message" USING btree ("group_id","seq");--> statement-breakpoint
CREATE INDEX "chat_message_status_user_group_idx" ON "chat_message_status" USING btree ("user_id","group_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_source_key_idx" ON "notification" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "notification_recipient_user_idx" ON "notification_recipient" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint_idx" ON "push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("user_id");