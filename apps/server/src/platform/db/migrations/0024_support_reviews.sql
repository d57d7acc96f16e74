CREATE TABLE "support_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"attachments" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subject_kind" text,
	"subject_id" text,
	"attachments" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_request_status_known" CHECK ("support_request"."status" in ('open', 'in_progress', 'waiting_for_customer', 'resolved', 'closed')),
	CONSTRAINT "support_request_subject_pair" CHECK (("support_request"."subject_kind" is null) = ("support_request"."subject_id" is null))
);
--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_request_id_support_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request" ADD CONSTRAINT "support_request_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_message_request_idx" ON "support_message" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "support_request_customer_idx" ON "support_request" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_request_status_idx" ON "support_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_one_per_subject" ON "review" USING btree ("kind","subject_id") WHERE "review"."subject_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_one_platform_per_user" ON "review" USING btree ("user_id") WHERE "review"."kind" = 'platform' and "review"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id","created_at" DESC NULLS FIRST);