-- The shop's words when it cancels a meeting, shown to the customer (null: none given).
ALTER TABLE "booking" ADD COLUMN "cancel_reason" text;
