import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Rows of a raw SQL query, whichever driver runs it (both answer `{ rows }`). Cast counts to
 * `int` in the SQL: node-postgres returns `bigint` as a string, PGlite as a number.
 */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
