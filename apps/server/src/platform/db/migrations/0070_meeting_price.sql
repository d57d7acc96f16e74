ALTER TABLE "cart_line" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "meeting_pin" ADD COLUMN "price_minor" integer;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_pin" ADD CONSTRAINT "meeting_pin_price" CHECK ("meeting_pin"."price_minor" is null or "meeting_pin"."price_minor" > 0);