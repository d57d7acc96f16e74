import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, postgresUnavailable } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { rawRows } from './raw-rows.ts';
import { createStatementNames } from './statement-cache.ts';
import { queryWith, runInTransaction } from './transaction.ts';

describe('statement names', () => {
  it('names a text from its second sending on, always with the same name', () => {
    const names = createStatementNames({ threshold: 2 });
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toMatch(/^v_[0-9a-f]{40}$/);
    expect(names.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $1 + 1')).toBeUndefined();
    expect(names.nameFor('select $1 + 1')).not.toBe(name);
  });

  it('names nothing when off', () => {
    const names = createStatementNames({ enabled: false, threshold: 1 });
    expect(names.nameFor('select $1')).toBeUndefined();
    expect(names.nameFor('select $1')).toBeUndefined();
    expect(names.enabled).toBe(false);
  });

  it('names no more than maxNames texts; the ones named keep their names', () => {
    const names = createStatementNames({ threshold: 1, maxNames: 2 });
    const first = names.nameFor('a');
    const second = names.nameFor('b');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe(first);
    expect(names.size).toBe(2);
  });

  it('forgets the counts of one-off texts when it tracks too many, never a name', () => {
    const names = createStatementNames({ threshold: 2, maxTracked: 3 });
    names.nameFor('kept');
    const kept = names.nameFor('kept');
    for (const text of ['x', 'y', 'z', 'w']) names.nameFor(text);
    // 'x' was counted once, then the counts were cleared: once more is a first sending again.
    expect(names.nameFor('x')).toBeUndefined();
    expect(names.nameFor('kept')).toBe(kept);
  });
});

// Prepared statements are a PostgreSQL server's (PGlite is not reached through node-postgres).
const onPostgres = !postgresUnavailable('the prepared-statement tests');

describe.skipIf(!onPostgres)('repeated queries on PostgreSQL', () => {
  const opened: Array<{ handle: DatabaseHandle; drop: () => Promise<void> }> = [];
  const open = async (databasePreparedStatements?: boolean) => {
    const database = await createTestDatabaseUrl();
    const handle = await openDatabase({
      databaseUrl: database.url,
      dataDir: '/nonexistent',
      databasePreparedStatements,
    });
    opened.push({ handle, drop: database.drop });
    return handle;
  };
  let db: DatabaseHandle['db'];
  beforeAll(async () => {
    db = (await open()).db;
  });
  afterAll(async () => {
    for (const { handle, drop } of opened) {
      await handle.close();
      await drop();
    }
  });

  /**
   * Runs the same parameterised query `times` on one connection, and as often one its caller
   * prepared by name (drizzle's `.prepare`, as the order list does); their answers and the
   * connection's prepared statements that hold either text.
   */
  const repeatOnOneConnection = (on: DatabaseHandle['db'], times: number) =>
    runInTransaction(on, async (tx) => {
      const q = queryWith(tx);
      const byName = q
        .select({ n: sql<number>`${sql.placeholder('n')}::int * 3` })
        .from(sql`(select 'statement-cache-probe' as probe) as p`)
        .prepare('statement_cache_probe_named');
      const answers: number[] = [];
      const namedAnswers: number[] = [];
      for (let i = 0; i < times; i++) {
        const [row] = await rawRows<{ n: number }>(
          q as never,
          sql`select ${i}::int * 2 as n, 'statement-cache-probe' as probe`,
        );
        answers.push(row!.n);
        const [named] = await byName.execute({ n: i });
        namedAnswers.push(named!.n);
      }
      expect(namedAnswers).toEqual(answers.map((n) => (n / 2) * 3));
      const prepared = await rawRows<{ name: string; statement: string }>(
        q as never,
        sql`select name, statement from pg_prepared_statements
            where statement like ${'%statement-cache-probe%'} and statement not like '%pg_prepared%'
            order by name`,
      );
      return { answers, prepared };
    });

  it('sends a query it has seen before as one prepared statement per connection', async () => {
    const { answers, prepared } = await repeatOnOneConnection(db, 4);
    expect(answers).toEqual([0, 2, 4, 6]);
    // The caller's own name is kept; the other text gets one from its hash.
    expect(prepared.map((p) => p.name)).toEqual([
      'statement_cache_probe_named',
      expect.stringMatching(/^v_[0-9a-f]{40}$/),
    ]);
    expect(prepared[1]!.statement).toContain('$1::int * 2');
  });

  it('prepares nothing when DATABASE_PREPARED_STATEMENTS is off, not even a named query', async () => {
    const plain = (await open(false)).db;
    const { answers, prepared } = await repeatOnOneConnection(plain, 4);
    expect(answers).toEqual([0, 2, 4, 6]);
    expect(prepared).toEqual([]);
  });

  it('keeps answering a prepared query after a transaction failed', async () => {
    await repeatOnOneConnection(db, 3);
    await expect(
      runInTransaction(db, async (tx) => {
        await queryWith(tx).execute(sql`select ${1}::int / 0 as broken`);
      }),
    ).rejects.toThrow();
    const { answers, prepared } = await repeatOnOneConnection(db, 2);
    expect(answers).toEqual([0, 2]);
    expect(prepared).toHaveLength(2);
  });
});
