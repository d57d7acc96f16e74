import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { createTestDatabaseUrl, postgresUnavailable } from '../../test/test-app.ts';
import { runInTransaction } from '../db/transaction.ts';
import { waitFor } from '../../test/wait-for.ts';
import { enqueue, enqueueMany, enqueueManyInStatement, eventsWritten } from './index.ts';
import {
  createDispatcher,
  type DispatcherOptions,
  type EventHandler,
} from './outbox-dispatcher.ts';
import {
  createOutboxRepository,
  eventInsertSql,
  notificationsSent,
  OUTBOX_CHANNEL,
  type OutboxRepository,
  wakeOnCommit,
} from './outbox.repository.ts';

const silentLog = { warn: () => {}, error: () => {} };

/** A clock the test moves by hand. */
const manualClock = (start = new Date('2026-11-23T10:00:00.000Z')) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
};

let handle: DatabaseHandle;
let repository: OutboxRepository;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  handle = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  repository = createOutboxRepository(handle.db);
});
afterAll(async () => {
  await handle.close();
  await dropDatabase();
});

const dispatcherWith = (
  handlers: Record<string, EventHandler>,
  overrides: Partial<DispatcherOptions> = {},
) =>
  createDispatcher({
    repository,
    handlerFor: (type) => handlers[type],
    clock: () => new Date(),
    log: silentLog,
    instanceId: 'test-instance',
    pollIntervalMs: 1000,
    leaseMs: 60_000,
    maxAttempts: 3,
    ...overrides,
  });

/** The repository, with each `completeMany` call's ids also pushed to `completions`. */
const recordingCompletions = (completions: number[][]): OutboxRepository => ({
  ...repository,
  completeMany: async (ids, instanceId) => {
    completions.push([...ids]);
    await repository.completeMany(ids, instanceId);
  },
});

describe('the outbox dispatcher', () => {
  beforeEach(async () => {
    // Each test starts from an empty outbox (failed events from an earlier test stay otherwise).
    await handle.db.execute(sql`delete from outbox_event`);
  });

  it('delivers a committed event once and removes it; a rolled-back event never exists', async () => {
    const seen: unknown[] = [];
    const dispatcher = dispatcherWith({ 'test:happened': async (e) => void seen.push(e.payload) });
    await handle.db.transaction(async (tx) => {
      await createOutboxRepositoryInTx(tx).insert({ type: 'test:happened', payload: { n: 1 } });
    });
    await handle.db
      .transaction(async (tx) => {
        await createOutboxRepositoryInTx(tx).insert({ type: 'test:happened', payload: { n: 2 } });
        throw new Error('roll back');
      })
      .catch(() => {});

    expect(await dispatcher.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await repository.countPending()).toBe(0);
    expect(await dispatcher.drain()).toBe(0);
  });

  it('retries a failing handler with back-off, then lists the event as failed with its error', async () => {
    const clock = manualClock();
    let calls = 0;
    const dispatcher = dispatcherWith(
      {
        'test:mail': async () => {
          calls += 1;
          throw new Error(`SMTP refused the message (try ${calls})`);
        },
      },
      { clock: clock.now },
    );
    const id = await repository.insert({ type: 'test:mail', payload: {}, runAt: clock.now() });

    expect(await dispatcher.runOnce()).toBe(1);
    expect(calls).toBe(1);
    // Not again before the back-off (1 s after the first failure, then 2 s).
    expect(await dispatcher.runOnce()).toBe(0);
    clock.advance(999);
    expect(await dispatcher.runOnce()).toBe(0);
    clock.advance(1);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(calls).toBe(2);
    const retrying = await repository.listFailures({ limit: 10 });
    expect(retrying).toMatchObject([
      { id, status: 'pending', attempts: 2, lastError: 'SMTP refused the message (try 2)' },
    ]);

    clock.advance(1999);
    expect(await dispatcher.runOnce()).toBe(0);
    clock.advance(1);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(calls).toBe(3);
    // maxAttempts is 3: the event stays, failed, and is never tried again.
    const [failed] = await repository.listFailures({ limit: 10 });
    expect(failed).toMatchObject({
      id,
      type: 'test:mail',
      status: 'failed',
      attempts: 3,
      lastError: 'SMTP refused the message (try 3)',
    });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('delivers an event whose handler fails once on the retry, and forgets the error', async () => {
    const clock = manualClock();
    const attempts: number[] = [];
    const dispatcher = dispatcherWith(
      {
        'test:flaky': async (event) => {
          attempts.push(event.attempt);
          if (event.attempt === 1) throw new Error('connection reset');
        },
      },
      { clock: clock.now },
    );
    await repository.insert({ type: 'test:flaky', payload: {}, runAt: clock.now() });
    await dispatcher.runOnce();
    clock.advance(1000);
    await dispatcher.runOnce();
    expect(attempts).toEqual([1, 2]);
    expect(await repository.countPending()).toBe(0);
    expect(await repository.listFailures({ limit: 10 })).toEqual([]);
  });

  it('treats an event without a handler as a failure, retried and then listed', async () => {
    const clock = manualClock();
    const dispatcher = dispatcherWith({}, { clock: clock.now, maxAttempts: 1 });
    await repository.insert({ type: 'test:unknown', payload: {}, runAt: clock.now() });
    await dispatcher.runOnce();
    expect(await repository.listFailures({ limit: 10 })).toMatchObject([
      {
        type: 'test:unknown',
        status: 'failed',
        lastError: 'No handler is registered for test:unknown',
      },
    ]);
  });

  it('runs a delayed job at its time and not before', async () => {
    const clock = manualClock();
    const ran: Date[] = [];
    const dispatcher = dispatcherWith(
      { 'test:reminder': async () => void ran.push(clock.now()) },
      { clock: clock.now },
    );
    const hour = 60 * 60 * 1000;
    const runAt = new Date(clock.now().getTime() + hour);
    await repository.insert({ type: 'test:reminder', payload: {}, runAt });

    expect(await dispatcher.drain()).toBe(0);
    clock.advance(hour - 1);
    expect(await dispatcher.drain()).toBe(0);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(await dispatcher.drain()).toBe(1);
    expect(ran).toEqual([runAt]);
  });

  it("takes over a crashed instance's claim once its lease runs out, not before", async () => {
    const clock = manualClock();
    const delivered: number[] = [];
    const survivor = dispatcherWith(
      { 'test:job': async (e) => void delivered.push(e.attempt) },
      { clock: clock.now, instanceId: 'survivor', leaseMs: 30_000 },
    );
    await repository.insert({ type: 'test:job', payload: {}, runAt: clock.now() });
    // Another instance claims the event and dies without a word.
    const crashed = await repository.claimDue({
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 30_000),
      instanceId: 'crashed',
      limit: 10,
    });
    expect(crashed).toHaveLength(1);

    clock.advance(29_999);
    expect(await survivor.runOnce()).toBe(0);
    clock.advance(1);
    expect(await survivor.runOnce()).toBe(1);
    expect(delivered).toEqual([2]);
    // The crashed instance cannot complete what it no longer holds.
    await repository.complete(crashed[0]!.id, 'crashed');
    expect(await repository.countPending()).toBe(0);
  });

  it('wakes on NOTIFY when an event is committed, well before its next poll', async () => {
    const seen: number[] = [];
    const dispatcher = dispatcherWith(
      { 'test:wake': async (e) => void seen.push(e.id) },
      {
        pollIntervalMs: 600_000,
        listen: (onNotify) => handle.listen(OUTBOX_CHANNEL, onNotify),
      },
    );
    await dispatcher.start();
    try {
      const id = await repository.insert({ type: 'test:wake', payload: {} });
      await waitFor(() => (seen.includes(id) ? true : undefined), {
        what: 'the event delivered after NOTIFY',
      });
    } finally {
      await dispatcher.stop();
    }
  });

  it("is woken by its own process's commit without hearing NOTIFY, and not by a rollback", async () => {
    const seen: string[] = [];
    let wakes = 0;
    const dispatcher = dispatcherWith(
      {
        'chat:message-created': async (e) =>
          void seen.push((e.payload as { messageId: string }).messageId),
      },
      {
        pollIntervalMs: 600_000,
        // No LISTEN: only this process's commits can wake it before its next poll.
        listen: async (onNotify) => {
          const stop = wakeOnCommit(handle.db, () => {
            wakes += 1;
            onNotify();
          });
          return async () => stop();
        },
      },
    );
    await dispatcher.start();
    try {
      await runInTransaction(handle.db, async (tx) => {
        await enqueue(tx, 'chat:message-created', { messageId: 'rolled-back' });
        throw new Error('roll back');
      }).catch(() => {});
      expect(wakes).toBe(0);
      await runInTransaction(handle.db, (tx) =>
        enqueue(tx, 'chat:message-created', { messageId: 'committed' }),
      );
      expect(wakes).toBe(1);
      await waitFor(() => (seen.includes('committed') ? true : undefined), {
        what: 'the event delivered after the local wake-up',
      });
      expect(seen).toEqual(['committed']);
    } finally {
      await dispatcher.stop();
    }
  });

  it('stamps an event due to the millisecond, so a claim in the same millisecond takes it', async () => {
    // The dispatcher claims with a JavaScript clock (milliseconds); an event stamped with
    // PostgreSQL's microseconds could be ahead of the claim its own NOTIFY woke.
    const id = await repository.insert({ type: 'test:stamp', payload: {} });
    await handle.db.execute(
      eventInsertSql({ type: 'test:stamp', payload: {} }, sql`(select 1) as one`),
    );
    const rows = (await handle.db.execute(
      sql`select id, (extract(microseconds from run_at)::bigint % 1000) as sub from outbox_event
          where type = 'test:stamp' order by id`,
    )) as unknown as { rows: { id: string | number; sub: string | number }[] };
    const sub = rows.rows.map((r) => [Number(r.id), Number(r.sub)]);
    // Neither the insert nor an event written inside a statement has a sub-millisecond part
    // (PostgreSQL's own now() has one 999 times in 1,000; PGlite's clock has none).
    expect(sub[0]).toEqual([id, 0]);
    expect(sub[1]![1]).toBe(0);
    const claimed = await repository.claimDue({
      now: new Date(),
      leaseUntil: new Date(Date.now() + 60_000),
      instanceId: 'stamp',
      limit: 10,
    });
    expect(claimed.map((e) => e.id)).toContain(id);
  });

  it('runs at most `concurrency` handlers of a batch at a time, and every one of them', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const dispatcher = dispatcherWith(
      {
        'test:lanes': async (e) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          // A handler's own database round trip, as a real one makes.
          await handle.db.execute(sql`select 1`);
          seen.push((e.payload as { n: number }).n);
          inFlight -= 1;
        },
      },
      { concurrency: 3 },
    );
    for (let n = 0; n < 10; n += 1) await repository.insert({ type: 'test:lanes', payload: { n } });

    expect(await dispatcher.runOnce()).toBe(10);
    expect(most).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await repository.countPending()).toBe(0);
  });

  it('deletes a delivered batch in one statement and keeps the failed event for its retry', async () => {
    const completions: number[][] = [];
    const dispatcher = dispatcherWith(
      {
        'test:batch': async (e) => {
          if ((e.payload as { n: number }).n === 2) throw new Error('refused');
        },
      },
      {
        repository: recordingCompletions(completions),
      },
    );
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1)
      ids.push(await repository.insert({ type: 'test:batch', payload: { n } }));

    expect(await dispatcher.runOnce()).toBe(5);
    expect(completions).toEqual([ids.filter((_id, n) => n !== 2)]);
    expect(await repository.countPending()).toBe(1);
    const [failed] = await repository.listFailures({ limit: 10 });
    expect(failed).toMatchObject({ id: ids[2], status: 'pending', lastError: 'refused' });
  });

  it('ends a batch by half its lease: the events whose turn comes later are given back, undelivered', async () => {
    const clock = manualClock();
    const delivered: number[] = [];
    const completions: number[][] = [];
    const dispatcher = dispatcherWith(
      {
        'test:slow': async (e) => {
          delivered.push((e.payload as { n: number }).n);
          // The first handler takes 31 s of the 60 s lease.
          if ((e.payload as { n: number }).n === 0) clock.advance(31_000);
        },
      },
      {
        clock: clock.now,
        concurrency: 1,
        repository: recordingCompletions(completions),
      },
    );
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1)
      ids.push(await repository.insert({ type: 'test:slow', payload: { n }, runAt: clock.now() }));

    expect(await dispatcher.runOnce()).toBe(3);
    // The first was delivered and deleted while the claims held; the other two came back unclaimed,
    // due at once, with no attempt counted for a delivery that never ran.
    expect(delivered).toEqual([0]);
    expect(completions).toEqual([[ids[0]]]);
    for (const id of ids.slice(1)) {
      expect(await repository.findById(id)).toMatchObject({
        status: 'pending',
        lockedBy: null,
        lockedUntil: null,
        attempts: 0,
        lastError: null,
      });
    }
    expect(await dispatcher.drain()).toBe(2);
    expect(delivered).toEqual([0, 1, 2]);
    expect(await repository.countPending()).toBe(0);
  });

  it('writes several events in one statement, in order, woken once after the commit', async () => {
    // An earlier test's notification may still be waiting for its turn or on its way. Once it
    // is committed, a LISTEN that starts after it never hears it (PostgreSQL delivers only what
    // commits after the LISTEN), however late it would have reached an older listener.
    await notificationsSent(handle.db);
    let notifications = 0;
    const unlisten = await handle.listen(OUTBOX_CHANNEL, () => void (notifications += 1));
    try {
      // Opening the listener wakes it once (for what it may have missed while down).
      notifications = 0;
      const bookingId = randomUUID();
      const later = new Date(Date.now() + 60 * 60 * 1000);
      let statements = 0;
      let heardInside = -1;
      let sentByEnqueue = -1;
      const ids = await runInTransaction(handle.db, async (tx) => {
        // Count what the transaction sends while the events are written.
        const q = tx as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
        const execute = q.execute.bind(q);
        q.execute = (...args) => {
          statements += 1;
          return execute(...args);
        };
        const written = await enqueueMany(tx, [
          { type: 'booking:created', payload: { bookingId } },
          {
            type: 'booking:ended',
            payload: { bookingId, endsAt: later.toISOString() },
            runAt: later,
          },
          { type: 'booking:completed', payload: { bookingId } },
        ]);
        // node-postgres's driver sends the COMMIT through the same method afterwards.
        sentByEnqueue = statements;
        await execute(sql`select 1`);
        await new Promise((resolve) => setImmediate(resolve));
        heardInside = notifications;
        return written;
      });
      expect(sentByEnqueue).toBe(1);
      expect(heardInside).toBe(0);
      expect(ids).toHaveLength(3);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      const rows = await Promise.all(ids.map((id) => repository.findById(id)));
      expect(rows.map((row) => row?.type)).toEqual([
        'booking:created',
        'booking:ended',
        'booking:completed',
      ]);
      expect(rows[1]?.runAt.getTime()).toBe(later.getTime());
      await waitFor(() => (notifications > 0 ? notifications : undefined), {
        what: 'a notification after the commit',
      });

      // A payload its schema refuses writes nothing.
      expect(() =>
        enqueueMany(handle.db, [{ type: 'booking:created', payload: {} as { bookingId: string } }]),
      ).toThrow();

      // Only the two due now are delivered; the delayed one waits for its time.
      const seen: string[] = [];
      const dispatcher = dispatcherWith({
        'booking:created': async (e) => void seen.push(e.type),
        'booking:completed': async (e) => void seen.push(e.type),
      });
      expect(await dispatcher.drain()).toBe(2);
      expect(seen).toEqual(['booking:created', 'booking:completed']);
      expect(await repository.countPending()).toBe(1);
    } finally {
      await unlisten();
    }
  });

  it('writes several events per row of a statement, their times computed from the row', async () => {
    const bookingId = randomUUID();
    const startsAt = '2031-03-04T10:00:00.000Z';
    const statementFor = (rows: SQL) => sql`
      with src as (${rows}),
           e as (${enqueueManyInStatement(
             [
               { type: 'booking:created', payload: { bookingId } },
               {
                 type: 'booking:reminder-due',
                 payload: { bookingId, startsAt, lead: '24h' },
                 runAt: sql`src.starts_at - interval '24 hours'`,
               },
               {
                 type: 'booking:ended',
                 payload: { bookingId, endsAt: '2031-03-04T10:30:00.000Z' },
                 runAt: sql`src.starts_at + interval '30 minutes'`,
               },
             ],
             sql`src`,
           )})
      select count(*)::int as n from e`;
    // No row, no events.
    await handle.db.execute(
      statementFor(sql`select ${startsAt}::timestamptz as starts_at where false`),
    );
    expect(await repository.countPending()).toBe(0);

    const before = Date.now();
    await runInTransaction(handle.db, async (tx) => {
      await queryWithTx(tx).execute(
        statementFor(sql`select ${startsAt}::timestamptz as starts_at`),
      );
      eventsWritten(tx);
    });
    const rows = (await handle.db.execute(
      sql`select type, run_at from outbox_event order by id`,
    )) as unknown as { rows: { type: string; run_at: string | Date }[] };
    const at = rows.rows.map((row) => [row.type, new Date(row.run_at).getTime()] as const);
    expect(at.map(([type]) => type)).toEqual([
      'booking:created',
      'booking:reminder-due',
      'booking:ended',
    ]);
    expect(at[0]![1]).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(at[1]![1]).toISOString()).toBe('2031-03-03T10:00:00.000Z');
    expect(new Date(at[2]![1]).toISOString()).toBe('2031-03-04T10:30:00.000Z');
  });

  it('notifies after commit, not inside the transaction, one notification for commits that come together', async () => {
    // A NOTIFY inside a write transaction serialises its commit with every other notifying
    // commit on PostgreSQL; the outbox sends it after the commit instead, coalesced.
    // An earlier test's notification may still be waiting for its turn or on its way; a LISTEN
    // that starts after it is committed never hears it.
    await notificationsSent(handle.db);
    let notifications = 0;
    const unlisten = await handle.listen(OUTBOX_CHANNEL, () => void (notifications += 1));
    try {
      // listen() itself reports once (PostgreSQL's reconnect wake-up): start from zero.
      notifications = 0;
      // The notification's own statement waits at a gate until every commit is in, so the
      // test sees what a busy server does without depending on its timing: the commits that
      // come while one notification is on its way share the next one.
      let openGate!: () => void;
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      let sent = 0;
      const gated = Object.create(handle.db, {
        execute: {
          value: async (query: SQL) => {
            await gate;
            const result = await handle.db.execute(query);
            sent += 1;
            return result;
          },
        },
      }) as Database;
      const events = 20;
      await Promise.all(
        Array.from({ length: events }, () =>
          runInTransaction(gated, (tx) =>
            enqueue(tx, 'chat:message-created', { messageId: randomUUID() }),
          ),
        ),
      );
      // A rolled-back transaction's event is gone, and nobody is woken for it.
      await runInTransaction(gated, async (tx) => {
        await enqueue(tx, 'chat:message-created', { messageId: randomUUID() });
        throw new Error('roll back');
      }).catch(() => {});
      expect(await repository.countPending()).toBe(events);
      // Every transaction has committed and none notified inside itself: nobody heard a thing.
      await handle.db.execute(sql`select 1`);
      await new Promise((resolve) => setImmediate(resolve));
      expect(notifications).toBe(0);

      openGate();
      // The first commit's notification, and one more for the twenty that came meanwhile: once
      // the second has been sent, no third follows it.
      await waitFor(() => (sent >= 2 ? sent : undefined), { what: 'two notifications sent' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toBe(2);
      const woken = await waitFor(() => (notifications > 0 ? notifications : undefined), {
        what: 'a notification after the commits',
      });
      expect(woken).toBeGreaterThan(0);
    } finally {
      await unlisten();
    }
  });
});

// Two instances need a PostgreSQL server (PGlite is one process); CI sets TEST_DATABASE_URL.
const onPostgres = !postgresUnavailable('the two-instance outbox test');

describe.skipIf(!onPostgres)('two dispatcher instances on one PostgreSQL', () => {
  it(
    'run a side-effecting handler exactly once per event over 1,000 events',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabaseUrl();
      const first = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
      const second = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
      const runs = new Map<number, string[]>();
      const instance = (db: DatabaseHandle, name: string) =>
        createDispatcher({
          repository: createOutboxRepository(db.db),
          handlerFor: () => async (event) => {
            // The side effect: recorded per event, with a little I/O so the instances interleave.
            await new Promise((resolve) => setImmediate(resolve));
            runs.set(event.id, [...(runs.get(event.id) ?? []), name]);
          },
          clock: () => new Date(),
          log: silentLog,
          instanceId: name,
          pollIntervalMs: 200,
          leaseMs: 60_000,
          maxAttempts: 3,
          batchSize: 10,
          listen: (onNotify) => db.listen(OUTBOX_CHANNEL, onNotify),
        });
      const a = instance(first, 'a');
      const b = instance(second, 'b');
      try {
        await a.start();
        await b.start();
        const ids: number[] = [];
        const producer = createOutboxRepository(first.db);
        for (let batch = 0; batch < 20; batch += 1) {
          await first.db.transaction(async (tx) => {
            for (let i = 0; i < 50; i += 1) {
              ids.push(
                await createOutboxRepositoryInTx(tx).insert({
                  type: 'test:counted',
                  payload: { batch, i },
                }),
              );
            }
          });
        }
        await waitFor(() => (runs.size === 1000 ? true : undefined), {
          timeoutMs: 90_000,
          what: '1,000 events delivered',
        });
        await a.stop();
        await b.stop();
        expect(await producer.countPending()).toBe(0);
        expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
        const twice = [...runs.entries()].filter(([, by]) => by.length !== 1);
        expect(twice).toEqual([]);
        const byA = [...runs.values()].filter((by) => by[0] === 'a').length;
        expect(byA).toBeGreaterThan(0);
        expect(byA).toBeLessThan(1000);
      } finally {
        await a.stop();
        await b.stop();
        await first.close();
        await second.close();
        await database.drop();
      }
    },
  );
});

/** The producer side inside a transaction, as modules write events. */
/** The query handle of a transaction opened by `runInTransaction` (the test is its repository). */
const queryWithTx = (tx: unknown) => tx as DatabaseHandle['db'];

function createOutboxRepositoryInTx(
  tx: Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0],
) {
  return createOutboxRepository(tx as unknown as DatabaseHandle['db']);
}
