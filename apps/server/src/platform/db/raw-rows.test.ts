import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, postgresUnavailable } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { jsonColumn, rawRows } from './raw-rows.ts';

type Agg = { items: { n: number; name: string }[] | string | null };

// The same aggregate on PGlite (which may hand over json as text) and on PostgreSQL
// (node-postgres parses it): jsonColumn reads both alike.
const drivers = [
  { name: 'PGlite', url: async () => ({ url: 'memory://', drop: async () => {} }) },
  ...(postgresUnavailable('jsonColumn on PostgreSQL')
    ? []
    : [{ name: 'PostgreSQL', url: createTestDatabaseUrl }]),
];

describe.each(drivers)('jsonColumn on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await url();
    drop = database.drop;
    handle = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('reads a json_agg as the array it built, in its order', async () => {
    const [row] = await rawRows<Agg>(
      handle.db,
      sql`select json_agg(json_build_object('n', v.n, 'name', v.name) order by v.n desc) as items
          from (values (1, 'one'), (2, 'two "quoted"')) as v (n, name)`,
    );
    expect(jsonColumn(row!.items)).toEqual([
      { n: 2, name: 'two "quoted"' },
      { n: 1, name: 'one' },
    ]);
  });

  it('keeps the null of an aggregate over no rows', async () => {
    const [row] = await rawRows<Agg>(
      handle.db,
      sql`select json_agg(v.n) as items from (values (1)) as v (n) where false`,
    );
    expect(jsonColumn(row!.items)).toBeNull();
  });
});
