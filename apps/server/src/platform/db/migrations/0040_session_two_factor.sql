-- Whether this session passed a second factor (an authenticator or backup code), as opposed to
-- the account merely having two-factor on. Sessions opened before this count as not having
-- passed one: staff confirm a code once to go on working.
ALTER TABLE "session" ADD COLUMN "two_factor_verified" boolean DEFAULT false NOT NULL;
