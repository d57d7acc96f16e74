CREATE TABLE "notification_count" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_count_user_id_kind_status_pk" PRIMARY KEY("user_id","kind","status")
);
--> statement-breakpoint
-- No foreign key to "user": a status change's count upsert would take a key-share lock on the
-- user's row, and a user deleted meanwhile (its cascade waiting on that recipient row) would
-- deadlock with it. A deleted user's recipients go by their own cascade, and the trigger below
-- drops that user's count rows with them.
-- Kept by each statement that writes notification_recipient, whoever writes it, once per
-- statement: a fan-out to every user is one grouped upsert, not one per row. Count rows are
-- locked decrements first, then increments in the order a status moves (sent, unread, read): a
-- status only moves forward, so two writers cannot deadlock on them. A decrement is an UPDATE
-- only (a user deleted in the same statement has no row left to insert). The kind is read from
-- the notification, so a notification's recipients are removed before it is (below).
CREATE FUNCTION "notification_count_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_count" ("user_id", "kind", "status", "count")
      SELECT a."user_id", n."kind", a."status", count(*)::int
        FROM "added" a JOIN "notification" n ON n."id" = a."notification_id"
        GROUP BY 1, 2, 3
        ORDER BY array_position(array['sent', 'unread', 'read'], a."status"), 2, 1
      ON CONFLICT ("user_id", "kind", "status")
      DO UPDATE SET "count" = "notification_count"."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "notification_count" c SET "count" = c."count" - d."n"
      FROM (SELECT r."user_id", n."kind", r."status", count(*)::int AS "n"
              FROM "removed" r JOIN "notification" n ON n."id" = r."notification_id"
              GROUP BY 1, 2, 3) d
      WHERE c."user_id" = d."user_id" AND c."kind" = d."kind" AND c."status" = d."status";
    -- A user who is gone (deleted in this statement's cascade) keeps no count rows.
    DELETE FROM "notification_count" c
      USING (SELECT DISTINCT "user_id" FROM "removed") r
      WHERE c."user_id" = r."user_id"
        AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u."id" = r."user_id");
  ELSE
    -- Only a change of status (or of user) moves a count; stamping a mail moves none.
    UPDATE "notification_count" c SET "count" = c."count" + d."n"
      FROM (SELECT m."user_id", n."kind", m."status", sum(m."n")::int AS "n"
              FROM (SELECT "user_id", "notification_id", "status", -1 AS "n" FROM "removed"
                    UNION ALL SELECT "user_id", "notification_id", "status", 1 FROM "added") m
              JOIN "notification" n ON n."id" = m."notification_id"
              GROUP BY 1, 2, 3 HAVING sum(m."n") < 0) d
      WHERE c."user_id" = d."user_id" AND c."kind" = d."kind" AND c."status" = d."status";
    INSERT INTO "notification_count" ("user_id", "kind", "status", "count")
      SELECT m."user_id", n."kind", m."status", sum(m."n")::int
        FROM (SELECT "user_id", "notification_id", "status", -1 AS "n" FROM "removed"
              UNION ALL SELECT "user_id", "notification_id", "status", 1 FROM "added") m
        JOIN "notification" n ON n."id" = m."notification_id"
        GROUP BY 1, 2, 3 HAVING sum(m."n") > 0
        ORDER BY array_position(array['sent', 'unread', 'read'], m."status"), 2, 1
      ON CONFLICT ("user_id", "kind", "status")
      DO UPDATE SET "count" = "notification_count"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_count_insert" AFTER INSERT ON "notification_recipient"
  REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_count_keep"();--> statement-breakpoint
CREATE TRIGGER "notification_count_update" AFTER UPDATE ON "notification_recipient"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_count_keep"();--> statement-breakpoint
CREATE TRIGGER "notification_count_delete" AFTER DELETE ON "notification_recipient"
  REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_count_keep"();--> statement-breakpoint
-- A deleted notification's recipients go first, while its kind can still be read.
CREATE FUNCTION "notification_recipients_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notification_recipient" WHERE "notification_id" = OLD."id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notification_recipients_remove" BEFORE DELETE ON "notification"
  FOR EACH ROW EXECUTE FUNCTION "notification_recipients_remove"();--> statement-breakpoint
-- The notifications so far (the triggers above already hold off writers until this commits).
INSERT INTO "notification_count" ("user_id", "kind", "status", "count")
  SELECT r."user_id", n."kind", r."status", count(*)::int
    FROM "notification_recipient" r JOIN "notification" n ON n."id" = r."notification_id"
    GROUP BY 1, 2, 3;
