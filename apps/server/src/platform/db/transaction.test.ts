import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { createTestDatabaseUrl, postgresUnavailable } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { rawRows } from './raw-rows.ts';
import { afterCommit, queryWith, runInTransaction, type Transaction } from './transaction.ts';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  drop = database.drop;
  handle = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  await handle.db.execute(
    sql`create table tx_probe (id int primary key, email text not null unique, n int not null default 0)`,
  );
  await handle.db.execute(
    sql`insert into tx_probe (id, email) values (1, 'a@x.test'), (2, 'b@x.test')`,
  );
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const run = (tx: Transaction, query: ReturnType<typeof sql>) => queryWith(tx).execute(query);
/** The error PostgreSQL raises for `sqlstate`, thrown by the database itself. */
const raise = (tx: Transaction, sqlstate: string) =>
  run(tx, sql.raw(`do $$ begin raise exception 'provoked' using errcode = '${sqlstate}'; end $$`));

describe('afterCommit', () => {
  it('runs once the transaction has committed, after its work', async () => {
    const seen: string[] = [];
    const result = await runInTransaction(handle.db, async (tx) => {
      afterCommit(tx, () => seen.push('committed'));
      await run(tx, sql`select 1`);
      seen.push('work done');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['work done', 'committed']);
  });

  it('never runs when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      runInTransaction(handle.db, async (tx) => {
        afterCommit(tx, () => seen.push('committed'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(seen).toEqual([]);
  });

  it('refuses a transaction that runInTransaction did not open', async () => {
    await handle.db.transaction(async (tx) => {
      expect(() => afterCommit(tx, () => undefined)).toThrow(/runInTransaction/);
    });
  });
});

describe('runInTransaction and a unique violation', () => {
  it('answers 409 CONFLICT naming the field that is taken, and keeps nothing of the work', async () => {
    const failure = await runInTransaction(handle.db, async (tx) => {
      await run(tx, sql`update tx_probe set n = n + 1 where id = 1`);
      await run(tx, sql`insert into tx_probe (id, email) values (3, 'a@x.test')`);
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'CONFLICT',
      statusCode: 409,
      details: [{ field: 'email', message: expect.stringMatching(/already/) }],
    });
    const rows = await rawRows(handle.db, sql`select n from tx_probe where id = 1`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('runInTransaction and a transaction the database gave up on', () => {
  for (const [name, sqlstate] of [
    ['a serialization failure', '40001'],
    ['a deadlock', '40P01'],
  ] as const) {
    it(`runs the work again after ${name}, and its after-commit work once`, async () => {
      let attempts = 0;
      const committed: number[] = [];
      const result = await runInTransaction(handle.db, async (tx) => {
        attempts += 1;
        const attempt = attempts;
        afterCommit(tx, () => committed.push(attempt));
        await run(tx, sql`update tx_probe set n = n + 1 where id = 2`);
        if (attempt < 3) await raise(tx, sqlstate);
        return 'done';
      });
      expect(result).toBe('done');
      expect(attempts).toBe(3);
      expect(committed).toEqual([3]);
      // Only the attempt that committed changed anything.
      const rows = await rawRows(handle.db, sql`select n from tx_probe where id = 2`);
      expect(rows).toEqual([{ n: 1 }]);
      await handle.db.execute(sql`update tx_probe set n = 0 where id = 2`);
    });
  }

  it('stops after a bounded number of attempts and answers 409 CONFLICT', async () => {
    let attempts = 0;
    const failure = await runInTransaction(handle.db, async (tx) => {
      attempts += 1;
      await raise(tx, '40001');
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'CONFLICT', statusCode: 409 });
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThanOrEqual(5);
  });

  it('does not run again after any other error', async () => {
    let attempts = 0;
    await expect(
      runInTransaction(handle.db, async (tx) => {
        attempts += 1;
        await raise(tx, '22000');
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});

// Two transactions really in each other's way need two connections: PostgreSQL only.
const onPostgres = !postgresUnavailable('the real deadlock and serialization tests');

/** A promise with its resolve function, to hold one transaction until another has got so far. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe.skipIf(!onPostgres)('runInTransaction on PostgreSQL', () => {
  it('lets both transactions of a real deadlock commit, the victim on its second attempt', async () => {
    await handle.db.execute(sql`update tx_probe set n = 0`);
    const firstLocks = [gate(), gate()];
    const attempts = [0, 0];
    const lockInOrder = (who: 0 | 1, order: [number, number]) =>
      runInTransaction(handle.db, async (tx) => {
        attempts[who]! += 1;
        await run(tx, sql`update tx_probe set n = n + 1 where id = ${order[0]}`);
        if (attempts[who] === 1) {
          // Each holds its first row before either asks for its second: a certain deadlock.
          firstLocks[who]!.open();
          await firstLocks[1 - who]!.opened;
        }
        await run(tx, sql`update tx_probe set n = n + 1 where id = ${order[1]}`);
      });
    await Promise.all([lockInOrder(0, [1, 2]), lockInOrder(1, [2, 1])]);
    expect(attempts.toSorted()).toEqual([1, 2]);
    const rows = await rawRows(
      handle.db,
      sql`select id, n from tx_probe where id in (1, 2) order by id`,
    );
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('runs a repeatable-read transaction again after a concurrent update made it fail (40001)', async () => {
    await handle.db.execute(sql`update tx_probe set n = 0`);
    const snapshotTaken = gate();
    const otherCommitted = gate();
    let attempts = 0;
    const reader = runInTransaction(handle.db, async (tx) => {
      attempts += 1;
      await run(tx, sql`set transaction isolation level repeatable read`);
      await run(tx, sql`select n from tx_probe where id = 1`);
      if (attempts === 1) {
        snapshotTaken.open();
        await otherCommitted.opened;
      }
      await run(tx, sql`update tx_probe set n = n + 10 where id = 1`);
    });
    await snapshotTaken.opened;
    await runInTransaction(handle.db, (tx) =>
      run(tx, sql`update tx_probe set n = n + 1 where id = 1`),
    );
    otherCommitted.open();
    await reader;
    expect(attempts).toBe(2);
    const rows = await rawRows(handle.db, sql`select n from tx_probe where id = 1`);
    expect(rows).toEqual([{ n: 11 }]);
  });
});
