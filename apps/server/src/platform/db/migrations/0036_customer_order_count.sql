CREATE TABLE "customer_order_count" (
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_order_count_customer_id_status_pk" PRIMARY KEY("customer_id","status")
);
--> statement-breakpoint
ALTER TABLE "customer_order_count" ADD CONSTRAINT "customer_order_count_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept when each writing transaction commits (deferred), whoever writes shop_order: the count
-- rows are locked last and briefly, after the writer's other locks (stock, the order itself),
-- and always in the order a status moves (from, then to), so writers cannot deadlock on them.
-- A decrement is an UPDATE only: a customer deleted in the same transaction has no row left.
CREATE FUNCTION "customer_order_count_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    UPDATE "customer_order_count" SET "count" = "count" - 1
      WHERE "customer_id" = OLD."customer_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    INSERT INTO "customer_order_count" ("customer_id", "status", "count")
      VALUES (NEW."customer_id", NEW."status", 1)
      ON CONFLICT ("customer_id", "status")
      DO UPDATE SET "count" = "customer_order_count"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "customer_order_count_insert_delete" AFTER INSERT OR DELETE ON "shop_order"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "customer_order_count_keep"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "customer_order_count_update" AFTER UPDATE OF "status", "customer_id" ON "shop_order"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."customer_id" IS DISTINCT FROM NEW."customer_id")
  EXECUTE FUNCTION "customer_order_count_keep"();--> statement-breakpoint
-- The orders so far (the triggers above already wait for writers in flight and hold off new
-- ones until this migration commits).
INSERT INTO "customer_order_count" ("customer_id", "status", "count")
  SELECT "customer_id", "status", count(*)::int FROM "shop_order" GROUP BY "customer_id", "status";
