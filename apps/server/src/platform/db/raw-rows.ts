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

/**
 * A `json`/`json_agg` column of a raw row: node-postgres parses it, PGlite may hand over its
 * text. `null` (an aggregate over no rows) stays `null`.
 */
export function jsonColumn<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
