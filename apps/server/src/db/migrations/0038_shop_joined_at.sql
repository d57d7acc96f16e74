-- When the shop first took a room token for a meeting (null: not joined). Meetings booked before
-- this have no shop-absence check scheduled, so their nulls need no backfill.
ALTER TABLE "booking" ADD COLUMN "shop_joined_at" timestamp with time zone;
