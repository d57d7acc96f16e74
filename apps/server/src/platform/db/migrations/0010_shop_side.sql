CREATE TABLE "shop_member" (
	"shop_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_member_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id"),
	CONSTRAINT "shop_member_role_known" CHECK ("shop_member"."role" in ('owner', 'team'))
);
--> statement-breakpoint
CREATE TABLE "shop_application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"shop_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"pan" text,
	"gstin" text,
	"iec" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_application_pan_unique" UNIQUE("pan"),
	CONSTRAINT "shop_application_gstin_unique" UNIQUE("gstin"),
	CONSTRAINT "shop_application_iec_unique" UNIQUE("iec"),
	CONSTRAINT "shop_application_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "shop_application_status_known" CHECK ("shop_application"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "shop_application_pan_upper" CHECK ("shop_application"."pan" = upper("shop_application"."pan")),
	CONSTRAINT "shop_application_gstin_upper" CHECK ("shop_application"."gstin" = upper("shop_application"."gstin")),
	CONSTRAINT "shop_application_iec_upper" CHECK ("shop_application"."iec" = upper("shop_application"."iec"))
);
--> statement-breakpoint
CREATE TABLE "shop_availability" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meeting_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 60 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_member" ADD CONSTRAINT "shop_member_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_member" ADD CONSTRAINT "shop_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_application" ADD CONSTRAINT "shop_application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_application" ADD CONSTRAINT "shop_application_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_availability" ADD CONSTRAINT "shop_availability_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_member_user_idx" ON "shop_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_member_one_owner_idx" ON "shop_member" USING btree ("shop_id") WHERE "shop_member"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "shop_application_user_idx" ON "shop_application" USING btree ("user_id");