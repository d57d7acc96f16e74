import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { outboxEvent } from '../db/schema/outbox.ts';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  afterCommit,
  databaseAfterCommit,
  queryWith,
  type Queryable,
  type Transaction,
  runInTransaction,
} from '../db/transaction.ts';

export type { DbTransaction, Queryable } from '../db/transaction.ts';

/** The channel `NOTIFY` wakes dispatchers on (on commit of the transaction that wrote events). */
export const OUTBOX_CHANNEL = 'outbox_event';

export type ClaimedEvent = { id: number; type: string; payload: unknown; attempts: number };

export type OutboxEventRecord = typeof outboxEvent.$inferSelect;

const iso = (date: Date) => date.toISOString();

/**
 * "Due now", to the millisecond: the dispatcher claims with a JavaScript clock (milliseconds), so
 * an event stamped with PostgreSQL's microseconds could be ahead of a claim made in the same
 * millisecond, miss the claim its own NOTIFY woke, and wait for the next poll.
 */
const dueNow = sql`date_trunc('milliseconds', now())`;

/** For an event written in a statement (`eventsInsertSql`): due `ms` after the statement runs. */
export const dueAfter = (ms: number): SQL =>
  sql`${dueNow} + ${Math.round(ms)} * interval '1 millisecond'`;

/** An event to write: due now unless `runAt` says when. */
export type EventToWrite = { type: string; payload: unknown; runAt?: Date };

/**
 * Writes one event in the caller's transaction and makes sure the dispatchers hear of it once it
 * commits (a rollback takes the event away, and nobody is woken for it). See `insertEvents`.
 */
export async function insertEvent(
  transaction: Transaction | Queryable,
  event: EventToWrite,
): Promise<number> {
  const [id] = await insertEvents(transaction, [event]);
  return id!;
}

/**
 * Writes several events in the caller's transaction in one multi-row `INSERT` (one round trip,
 * however many), and makes sure the dispatchers hear of them once it commits. Resolves to their
 * ids, in the order given.
 *
 * A NOTIFY inside a write transaction makes PostgreSQL serialise that transaction's commit,
 * WAL flush included, with every other notifying commit (a database-wide lock held to keep the
 * queue in commit order): with one per transaction, writes that enqueue run one commit at a
 * time. So the notification is sent after the commit, in a statement of its own, coalesced
 * (`notifyCommitted`), when the transaction was opened by `runInTransaction` or there is none
 * (the insert commits by itself). Only a transaction opened some other way, whose commit cannot
 * be watched, still notifies inside itself.
 */
export async function insertEvents(
  transaction: Transaction | Queryable,
  events: readonly EventToWrite[],
): Promise<number[]> {
  if (events.length === 0) return [];
  const q = queryWith(transaction);
  const notifyInside = notifiesInside(transaction);
  const rows = sql.join(
    events.map(
      (event) =>
        sql`(${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${
          event.runAt ? sql`${iso(event.runAt)}::timestamptz` : dueNow
        })`,
    ),
    sql`, `,
  );
  const result = (await q.execute(
    sql`insert into outbox_event (type, payload, run_at) values ${rows}
        returning id${notifyInside ? sql`, pg_notify(${OUTBOX_CHANNEL}, '')` : sql``}`,
  )) as unknown as { rows: { id: string | number }[] };
  if (!notifyInside) eventsWritten(transaction);
  // Serial ids are drawn row by row in the order of VALUES.
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** A transaction opened neither by `runInTransaction` nor absent: its commit cannot be watched. */
const notifiesInside = (transaction: Transaction | Queryable) =>
  !databaseAfterCommit(transaction) && queryWith(transaction) instanceof PgTransaction;

/**
 * Events were written with `transaction`: the dispatchers are woken after its commit (a
 * transaction opened by `runInTransaction`), or now (a database handle: the statement that
 * wrote them has committed by itself). A transaction opened some other way is the caller's to
 * notify inside (`pg_notify` in its statement).
 */
export function eventsWritten(transaction: Transaction | Queryable): void {
  const watched = databaseAfterCommit(transaction);
  if (watched) afterCommit(transaction as Transaction, () => notifyCommitted(watched));
  else if (!notifiesInside(transaction)) notifyCommitted(queryWith(transaction) as Database);
}

type Notifier = {
  running: boolean;
  again: boolean;
  lastSentAt: number;
  /** Called once nothing is waiting or on its way (`notificationsSent`). */
  idle: Array<() => void>;
};
const notifiers = new WeakMap<Database, Notifier>();
/** This process's dispatchers on each database (`wakeOnCommit`). */
const localDispatchers = new WeakMap<Database, Set<() => void>>();

/**
 * Other instances hear of this process's commits at most this often: each `pg_notify` is a round
 * trip here and a wake-up on every listening instance, and this instance's own dispatcher is
 * woken without it (`wakeOnCommit`).
 */
const NOTIFY_SPACING_MS = 50;

/**
 * Wakes `wake` straight after this process commits events on `db`, without a round trip through
 * PostgreSQL; returns a function that stops it. The dispatcher still LISTENs for the other
 * instances' commits.
 */
export function wakeOnCommit(db: Database, wake: () => void): () => void {
  let wakers = localDispatchers.get(db);
  if (!wakers) {
    wakers = new Set();
    localDispatchers.set(db, wakers);
  }
  wakers.add(wake);
  return () => void wakers.delete(wake);
}

/**
 * Wakes the dispatchers after events were committed: this process's at once (`wakeOnCommit`),
 * every instance's (this one included) through one `pg_notify` in its own statement, which holds
 * PostgreSQL's notify lock only for a moment (it writes nothing to flush). Commits that arrive
 * while one is on its way, or within `NOTIFY_SPACING_MS` of the last, share the next one, so
 * there is at most one in flight per database. A lost notification costs only latency: the
 * dispatchers also poll.
 */
export function notifyCommitted(db: Database): void {
  for (const wake of localDispatchers.get(db) ?? []) wake();
  notifyInstances(db);
}

/** Resolves once no notification for `db` is waiting for its turn or on its way. */
export function notificationsSent(db: Database): Promise<void> {
  const notifier = notifiers.get(db);
  if (!notifier?.running) return Promise.resolve();
  return new Promise((resolve) => notifier.idle.push(resolve));
}

/** The `pg_notify` half of `notifyCommitted`: one in flight, spaced, coalesced. */
function notifyInstances(db: Database): void {
  let notifier = notifiers.get(db);
  if (!notifier) {
    notifier = { running: false, again: false, lastSentAt: -Infinity, idle: [] };
    notifiers.set(db, notifier);
  }
  if (notifier.running) {
    notifier.again = true;
    return;
  }
  notifier.running = true;
  const state = notifier;
  const send = () => {
    state.lastSentAt = Date.now();
    void db
      .execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`)
      .catch(() => {})
      .finally(() => {
        state.running = false;
        if (state.again) {
          state.again = false;
          notifyInstances(db);
        } else {
          for (const resolve of state.idle.splice(0)) resolve();
        }
      });
  };
  const wait = state.lastSentAt + NOTIFY_SPACING_MS - Date.now();
  if (wait <= 0) send();
  else setTimeout(send, wait).unref();
}

/**
 * An event written by a statement: `runAt` is an SQL expression (e.g. over `from`'s columns), and
 * `payloadFrom` a jsonb object expression merged into the payload (what only the statement
 * knows, such as the rows it wrote).
 */
export type EventInStatement = { type: string; payload: unknown; runAt?: SQL; payloadFrom?: SQL };

/**
 * The body of a CTE that writes one event per row of `from` (another CTE of the same statement;
 * no event when it is empty): for a write that is one SQL statement, atomic without a
 * transaction's BEGIN and COMMIT round trips. The caller calls `notifyCommitted` once the
 * statement has run (see `insertEvents` for why not inside it).
 */
export function eventInsertSql(
  event: { type: string; payload: unknown; payloadFrom?: SQL },
  from: SQL,
): SQL {
  return eventsInsertSql([event], from);
}

/**
 * The body of a CTE that writes all of `events` for each row of `from` (a CTE of the same
 * statement), in one multi-row insert; each event's `runAt` may be computed from `from`'s
 * columns (a reminder 24 hours before the row's start). Due now when it has none.
 */
export function eventsInsertSql(events: readonly EventInStatement[], from: SQL): SQL {
  const rows = sql.join(
    events.map(
      (event) =>
        sql`(${event.type}::text, ${JSON.stringify(event.payload)}::jsonb${
          event.payloadFrom ? sql` || (${event.payloadFrom})::jsonb` : sql``
        }, ${event.runAt ? sql`(${event.runAt})::timestamptz` : dueNow})`,
    ),
    sql`, `,
  );
  return sql`insert into outbox_event (type, payload, run_at)
    select e.type, e.payload, e.run_at from ${from}
    cross join lateral (values ${rows}) as e (type, payload, run_at) returning id`;
}

export function createOutboxRepository(db: Database) {
  return {
    insert: (event: { type: string; payload: unknown; runAt?: Date }) => insertEvent(db, event),

    /**
     * Claims up to `limit` due events for `instanceId` until `leaseUntil`: pending, due, and not
     * leased by anyone (or their lease ran out: that instance crashed or hung). SKIP LOCKED lets
     * instances claim side by side without waiting on, or taking, each other's rows.
     */
    async claimDue(options: {
      now: Date;
      leaseUntil: Date;
      instanceId: string;
      limit: number;
    }): Promise<ClaimedEvent[]> {
      const now = iso(options.now);
      const rows = await rawRows<{
        id: string | number;
        type: string;
        payload: unknown;
        attempts: number;
      }>(
        db,
        sql`
          update outbox_event as e
          set locked_until = ${iso(options.leaseUntil)}::timestamptz,
              locked_by = ${options.instanceId},
              attempts = e.attempts + 1,
              updated_at = ${now}::timestamptz
          from (
            select id from outbox_event
            where status = 'pending'
              and run_at <= ${now}::timestamptz
              and (locked_until is null or locked_until <= ${now}::timestamptz)
            order by run_at, id
            limit ${options.limit}
            for update skip locked
          ) as due
          where e.id = due.id
          returning e.id, e.type, e.payload, e.attempts`,
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
    },

    /** Delivered: the event is gone. Only the holder of the claim may complete it. */
    async complete(id: number, instanceId: string): Promise<void> {
      await db
        .delete(outboxEvent)
        .where(and(eq(outboxEvent.id, id), eq(outboxEvent.lockedBy, instanceId)));
    },

    /** A delivered batch: the events are gone, in one statement (only those this claim holds). */
    async completeMany(ids: readonly number[], instanceId: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(outboxEvent)
        .where(and(inArray(outboxEvent.id, [...ids]), eq(outboxEvent.lockedBy, instanceId)));
    },

    /**
     * Claimed events given back undelivered (their batch ran out of time before their turn): due
     * again at once, the attempt their claim counted taken back. Only the holder's claims.
     */
    async release(ids: readonly number[], instanceId: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboxEvent)
        .set({ lockedUntil: null, lockedBy: null, attempts: sql`${outboxEvent.attempts} - 1` })
        .where(and(inArray(outboxEvent.id, [...ids]), eq(outboxEvent.lockedBy, instanceId)));
    },

    /** The handler failed: try again at `runAt`, keeping the error for the failure listing. */
    async retryLater(
      id: number,
      instanceId: string,
      options: { runAt: Date; error: string; now: Date },
    ): Promise<void> {
      await db
        .update(outboxEvent)
        .set({
          runAt: options.runAt,
          lockedUntil: null,
          lockedBy: null,
          lastError: options.error,
          updatedAt: options.now,
        })
        .where(and(eq(outboxEvent.id, id), eq(outboxEvent.lockedBy, instanceId)));
    },

    /** The last attempt failed: the event stays, `failed`, with its error, until someone acts. */
    async markFailed(
      id: number,
      instanceId: string,
      options: { error: string; now: Date },
    ): Promise<void> {
      await db
        .update(outboxEvent)
        .set({
          status: 'failed',
          lockedUntil: null,
          lockedBy: null,
          lastError: options.error,
          updatedAt: options.now,
        })
        .where(and(eq(outboxEvent.id, id), eq(outboxEvent.lockedBy, instanceId)));
    },

    /** Events whose handler has failed (given up, or still being retried), newest failure first. */
    async listFailures(options: { limit: number }): Promise<OutboxEventRecord[]> {
      return db
        .select()
        .from(outboxEvent)
        .where(isNotNull(outboxEvent.lastError))
        .orderBy(desc(outboxEvent.updatedAt), desc(outboxEvent.id))
        .limit(options.limit);
    },

    /**
     * An operator's retry of a failed event: pending again, due now, with a fresh count of
     * attempts (the error stays until it is delivered), and the dispatchers are woken. Only a
     * `failed` event is re-queued; resolves to the row, or undefined when it was not failed.
     */
    async requeueFailed(id: number, now: Date): Promise<OutboxEventRecord | undefined> {
      return runInTransaction(db, async (transaction) => {
        const tx = queryWith(transaction);
        const [row] = await tx
          .update(outboxEvent)
          .set({
            status: 'pending',
            attempts: 0,
            runAt: now,
            lockedUntil: null,
            lockedBy: null,
            updatedAt: now,
          })
          .where(and(eq(outboxEvent.id, id), eq(outboxEvent.status, 'failed')))
          .returning();
        if (row) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
        return row;
      });
    },

    async findById(id: number): Promise<OutboxEventRecord | undefined> {
      const [row] = await db.select().from(outboxEvent).where(eq(outboxEvent.id, id));
      return row;
    },

    /** How many events are waiting (due or not), for tests and health checks. */
    async countPending(): Promise<number> {
      const [row] = await rawRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from outbox_event where status = 'pending'`,
      );
      return row!.n;
    },

    /** How many events a dispatcher holds now (claimed, delivery not yet ended), for tests. */
    async countClaimed(): Promise<number> {
      const [row] = await rawRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from outbox_event where locked_by is not null`,
      );
      return row!.n;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
