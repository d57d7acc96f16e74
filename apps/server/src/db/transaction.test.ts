import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { afterCommit, queryWith, runInTransaction } from './transaction.ts';

describe('afterCommit', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '/nonexistent' });
  });
  afterAll(() => handle.close());

  it('runs once the transaction has committed, after its work', async () => {
    const seen: string[] = [];
    const result = await runInTransaction(handle.db, async (tx) => {
      afterCommit(tx, () => seen.push('committed'));
      await queryWith(tx).execute(sql`select 1`);
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
