import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/auth.ts';

/** better-auth reads and writes its four tables through drizzle; our column names are snake_case. */
export const createAuthDatabaseAdapter = (db: Database) =>
  drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } });
