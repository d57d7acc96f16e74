import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../platform/db/client.ts';
import { account, session, twoFactor, user, verification } from './auth.schema.ts';

/** better-auth reads and writes its tables through drizzle (two_factor for its plugin); our column names are snake_case. */
export const createAuthDatabaseAdapter = (db: Database) =>
  drizzleAdapter(db, {
    provider: 'pg',
    schema: { user, session, account, verification, twoFactor },
  });
