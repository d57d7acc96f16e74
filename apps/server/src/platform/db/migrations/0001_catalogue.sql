CREATE TABLE "category" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_slug" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_shop" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_shop_user_shop_unique" UNIQUE("user_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "hero_banner" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"cta_label" text NOT NULL,
	"cta_href" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriber_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "occasion" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offeror" text NOT NULL,
	"shop_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"code" text,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"currency" char(3),
	"image_url" text,
	"premium" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "offer"."title"), 'A') || setweight(to_tsvector('english', "offer"."description"), 'C')) STORED NOT NULL,
	CONSTRAINT "offer_offeror_shop" CHECK (("offer"."offeror" = 'shop') = ("offer"."shop_id" is not null)),
	CONSTRAINT "offer_window" CHECK ("offer"."valid_until" > "offer"."valid_from"),
	CONSTRAINT "offer_discount" CHECK (("offer"."discount_kind" = 'percent' and "offer"."discount_value" between 1 and 100 and "offer"."currency" is null)
        or ("offer"."discount_kind" = 'amount' and "offer"."discount_value" > 0 and "offer"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"category_slug" text NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "product"."title"), 'A') || setweight(to_tsvector('english', "product"."description"), 'C')) STORED NOT NULL,
	CONSTRAINT "product_price_not_negative" CHECK ("product"."price_minor" >= 0),
	CONSTRAINT "product_stock_not_negative" CHECK ("product"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"shop_id" uuid,
	"user_id" text,
	"author_name" text NOT NULL,
	"author_city" text,
	"rating" smallint NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5),
	CONSTRAINT "review_kind_shop" CHECK (("review"."kind" = 'platform') = ("review"."shop_id" is null))
);
--> statement-breakpoint
CREATE TABLE "search_term" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"cover_url" text,
	"gallery_urls" text[] DEFAULT '{}' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" char(2) DEFAULT 'IN' NOT NULL,
	"category_slugs" text[] DEFAULT '{}' NOT NULL,
	"sub_category_slugs" text[] DEFAULT '{}' NOT NULL,
	"genders" text[] DEFAULT '{}' NOT NULL,
	"occasion_slugs" text[] DEFAULT '{}' NOT NULL,
	"language_codes" text[] DEFAULT '{}' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"is_stitcher" boolean DEFAULT false NOT NULL,
	"is_brand" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"price_min_minor" integer DEFAULT 0 NOT NULL,
	"price_max_minor" integer DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "shop"."name"), 'A') || setweight(to_tsvector('english', "shop"."keywords"), 'B') || setweight(to_tsvector('english', "shop"."city" || ' ' || "shop"."state"), 'B') || setweight(to_tsvector('english', "shop"."description"), 'D')) STORED NOT NULL,
	CONSTRAINT "shop_slug_unique" UNIQUE("slug"),
	CONSTRAINT "shop_rating_range" CHECK ("shop"."rating_average" between 0 and 5 and "shop"."rating_count" >= 0),
	CONSTRAINT "shop_price_range" CHECK (0 <= "shop"."price_min_minor" and "shop"."price_min_minor" <= "shop"."price_max_minor")
);
--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_slug_category_slug_fk" FOREIGN KEY ("parent_slug") REFERENCES "public"."category"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_shop" ADD CONSTRAINT "favourite_shop_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_shop" ADD CONSTRAINT "favourite_shop_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_slug_category_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."category"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_slug","position");--> statement-breakpoint
CREATE INDEX "favourite_shop_user_idx" ON "favourite_shop" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "newsletter_confirm_token_idx" ON "newsletter_subscriber" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "offer_valid_idx" ON "offer" USING btree ("valid_until","valid_from");--> statement-breakpoint
CREATE INDEX "offer_shop_idx" ON "offer" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "offer_search_idx" ON "offer" USING gin ("search");--> statement-breakpoint
CREATE INDEX "product_shop_idx" ON "product" USING btree ("shop_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_premium_idx" ON "product" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "product"."premium";--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product" USING gin ("search");--> statement-breakpoint
CREATE INDEX "product_title_trgm_idx" ON "product" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_shop_idx" ON "review" USING btree ("shop_id","rating" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_platform_idx" ON "review" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "review"."kind" = 'platform';--> statement-breakpoint
CREATE INDEX "search_term_trgm_idx" ON "search_term" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_search_idx" ON "shop" USING gin ("search");--> statement-breakpoint
CREATE INDEX "shop_name_trgm_idx" ON "shop" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_category_slugs_idx" ON "shop" USING gin ("category_slugs");--> statement-breakpoint
CREATE INDEX "shop_sub_category_slugs_idx" ON "shop" USING gin ("sub_category_slugs");--> statement-breakpoint
CREATE INDEX "shop_occasion_slugs_idx" ON "shop" USING gin ("occasion_slugs");--> statement-breakpoint
CREATE INDEX "shop_language_codes_idx" ON "shop" USING gin ("language_codes");--> statement-breakpoint
CREATE INDEX "shop_city_idx" ON "shop" USING btree ("city");--> statement-breakpoint
CREATE INDEX "shop_rating_idx" ON "shop" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id");