CREATE TABLE "shop_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_version_single_row" CHECK ("shop_version"."id")
);
--> statement-breakpoint
INSERT INTO "shop_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "shop_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shop_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shop_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop"
  FOR EACH STATEMENT EXECUTE FUNCTION "shop_version_bump"();
