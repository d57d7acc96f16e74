-- The parts of the demo data seeded into this database: each part runs once, so a restart never
-- changes what people made of the demo data since.
CREATE TABLE "demo_seed" (
	"part" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database seeded before parts were recorded has every part already (the seed added them all
-- on each start); the demo applicant's application only where the applicant exists (not in
-- production).
INSERT INTO "demo_seed" ("part")
SELECT "part" FROM unnest(ARRAY['accounts', 'catalogue', 'shop-owners', 'vendor-listings',
	'credit-plans', 'meetings', 'chat', 'orders', 'addresses', 'support-and-reviews', 'stitching',
	'earnings']) AS "part"
WHERE EXISTS (SELECT 1 FROM "user" WHERE "email" = 'demo@vitrine.local');
--> statement-breakpoint
INSERT INTO "demo_seed" ("part")
SELECT 'shop-application' WHERE EXISTS (SELECT 1 FROM "user" WHERE "email" = 'applicant@vitrine.local');
