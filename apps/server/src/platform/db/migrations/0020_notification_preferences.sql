CREATE TABLE "notification_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sound" boolean DEFAULT true NOT NULL,
	"push_personalized" boolean DEFAULT true NOT NULL,
	"push_user_general" boolean DEFAULT true NOT NULL,
	"push_general" boolean DEFAULT true NOT NULL,
	"mail_personalized" boolean DEFAULT true NOT NULL,
	"mail_user_general" boolean DEFAULT true NOT NULL,
	"mail_general" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;