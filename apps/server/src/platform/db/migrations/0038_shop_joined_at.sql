-- When the shop first took a room token for a meeting (null: not joined). Meetings booked before
-- this have no shop-absence check scheduled; the ones in progress now are taken as joined by the
-- shop (the end-of-meeting job refunds an in-progress meeting the shop never joined, and before
-- this column such a meeting was completed), so their end stays as it was.
ALTER TABLE "booking" ADD COLUMN "shop_joined_at" timestamp with time zone;--> statement-breakpoint
UPDATE "booking" SET "shop_joined_at" = "updated_at" WHERE "status" = 'in_progress';
