import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import {
  domainEventSchemas,
  type DomainEvent,
  type DomainEventPayload,
  type DomainEventType,
} from '@vitrine/contracts/domain-events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import { createDispatcher, type Dispatcher, type EventHandler } from './outbox-dispatcher.ts';
import {
  createOutboxRepository,
  dueAfter,
  eventInsertSql,
  eventsInsertSql,
  eventsWritten,
  insertEvent,
  insertEvents,
  notifyCommitted,
  OUTBOX_CHANNEL,
  type OutboxRepository,
  type Queryable,
  wakeOnCommit,
} from './outbox.repository.ts';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../db/transaction.ts';

export type { DbTransaction, Queryable } from './outbox.repository.ts';
export { outboxRoutes } from './outbox.routes.ts';

export type Outbox = {
  /** The one handler of an event type; it must tolerate a second delivery of the same event. */
  registerHandler: <T extends DomainEventType>(
    type: T,
    handler: (event: DomainEvent<T>) => Promise<void>,
  ) => void;
  dispatcher: Dispatcher;
  repository: OutboxRepository;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/**
 * Writes a domain event in the caller's transaction (`q`): it is delivered only if that
 * transaction commits, and then at least once. `runAt` delays it (a reminder, a job). `q` is
 * the opaque transaction of a write spanning modules (`runInTransaction`), or a repository's
 * own query handle when the event belongs to that repository's write.
 */
export function enqueue<T extends DomainEventType>(
  q: Transaction | Queryable,
  type: T,
  payload: DomainEventPayload<T>,
  options: { runAt?: Date } = {},
): Promise<number> {
  const checked = domainEventSchemas[type].parse(payload);
  return insertEvent(q, { type, payload: checked, runAt: options.runAt });
}

/** One of several events to write together: its type, payload and, for a delayed job, `runAt`. */
export type EventOf<R = Date> = {
  [T in DomainEventType]: { type: T; payload: DomainEventPayload<T>; runAt?: R };
}[DomainEventType];

const checked = <R>(events: readonly (EventOf<R> & { payloadFrom?: SQL })[]) =>
  events.map((event) => ({
    type: event.type,
    payload: domainEventSchemas[event.type].parse(event.payload) as unknown,
    runAt: event.runAt,
    payloadFrom: event.payloadFrom,
  }));

/**
 * An event written by a statement (`enqueueManyInStatement`): `runAt` is an SQL expression, and
 * `payloadFrom`, when given, a jsonb object the statement computes and merges into the payload,
 * its keys replacing the payload's. The payload is checked without it, so each key is an
 * optional field of the event's schema, or a field the payload gives a stand-in for (a value
 * only the statement knows, such as the id of a row it inserts).
 */
export type EventInStatementOf = EventOf<SQL> & { payloadFrom?: SQL };

/**
 * Several domain events in the caller's transaction, in one multi-row insert (one round trip):
 * as `enqueue` for each, in the order given. Resolves to their ids.
 */
export function enqueueMany(
  q: Transaction | Queryable,
  events: readonly EventOf[],
): Promise<number[]> {
  return insertEvents(q, checked(events));
}

/**
 * Several events for a write that is one SQL statement: the body of a CTE that writes all of
 * them, in one insert, for each row of `from` (a CTE of the same statement). A delayed one's
 * `runAt` is an SQL expression, which may use `from`'s columns (`b.starts_at - interval '1 day'`).
 * Once the statement has run, call `eventsWritten(q)` with its transaction (or database).
 */
export function enqueueManyInStatement(events: readonly EventInStatementOf[], from: SQL): SQL {
  return eventsInsertSql(checked(events), from);
}

export { eventsWritten };
export { dueAfter };

/**
 * An event for a write that is one SQL statement (atomic on its own, no BEGIN/COMMIT round
 * trips): the body of a CTE that writes it once per row of `from`, a CTE of the same statement
 * (nothing when `from` is empty). Once the statement has run, call `eventsCommitted(db)` to wake
 * the dispatchers. Same delivery as `enqueue`.
 */
export function enqueueInStatement<T extends DomainEventType>(
  type: T,
  payload: DomainEventPayload<T>,
  from: SQL,
  options: { payloadFrom?: SQL } = {},
): SQL {
  return eventInsertSql(
    { type, payload: domainEventSchemas[type].parse(payload), payloadFrom: options.payloadFrom },
    from,
  );
}

/** Wakes the dispatchers after a statement that wrote events (`enqueueInStatement`) ran. */
export const eventsCommitted = (db: Database) => notifyCommitted(db);

/**
 * The transactional outbox: `app.outbox.registerHandler(type, handler)` for consumers,
 * `enqueue(tx, type, payload)` for producers, and the dispatcher, started when the app is
 * ready (after OUTBOX_START_DELAY_MS) and stopped before it closes.
 */
export const outboxPlugin = fp(
  async (app: FastifyInstance, options: { clock?: () => Date }) => {
    const { outbox: settings } = app.config;
    const repository = createOutboxRepository(app.database.db);
    const handlers = new Map<string, EventHandler>();
    const log = app.log.child({ module: 'outbox' });

    const dispatcher = createDispatcher({
      repository,
      handlerFor: (type) => handlers.get(type),
      // Tests pass a clock they move, to make delayed jobs (reminders) due.
      clock: options.clock ?? (() => new Date()),
      log,
      instanceId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      pollIntervalMs: settings.pollIntervalMs,
      leaseMs: settings.leaseMs,
      maxAttempts: settings.maxAttempts,
      // This process's commits wake it directly; the other instances' through NOTIFY.
      listen: async (onNotify) => {
        const stopLocal = wakeOnCommit(app.database.db, onNotify);
        try {
          const unlisten = await app.database.listen(OUTBOX_CHANNEL, onNotify);
          return async () => {
            stopLocal();
            await unlisten();
          };
        } catch (error) {
          stopLocal();
          throw error;
        }
      },
    });

    app.decorate('outbox', {
      registerHandler(type, handler) {
        if (handlers.has(type)) throw new Error(`${type} already has a handler`);
        const schema = domainEventSchemas[type];
        handlers.set(type, (event) =>
          handler({
            id: event.id,
            type,
            payload: schema.parse(event.payload),
            attempt: event.attempt,
          } as DomainEvent<typeof type>),
        );
      },
      dispatcher,
      repository,
    } satisfies Outbox);

    let startTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (settings.startDelayMs === 0) return dispatcher.start();
      startTimer = setTimeout(() => void dispatcher.start(), settings.startDelayMs);
    });
    app.addHook('preClose', async () => {
      clearTimeout(startTimer);
      await dispatcher.stop();
    });
  },
  { name: 'outbox' },
);
