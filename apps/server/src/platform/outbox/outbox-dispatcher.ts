import type { ClaimedEvent, OutboxRepository } from './outbox.repository.ts';

/** What a handler receives: the event's id (stable across redeliveries), type, payload, attempt. */
export type DeliveredEvent = { id: number; type: string; payload: unknown; attempt: number };
export type EventHandler = (event: DeliveredEvent) => Promise<void>;

type Log = {
  warn: (obj: object, message: string) => void;
  error: (obj: object, message: string) => void;
};

/** 1 s after the first failure, doubling, at most an hour apart. */
export const defaultRetryDelayMs = (failedAttempt: number) =>
  Math.min(1000 * 2 ** (failedAttempt - 1), 60 * 60 * 1000);

export type DispatcherOptions = {
  repository: Pick<
    OutboxRepository,
    'claimDue' | 'completeMany' | 'release' | 'retryLater' | 'markFailed'
  >;
  /** The handler for a type, or undefined (the event is retried: a newer instance may know it). */
  handlerFor: (type: string) => EventHandler | undefined;
  clock: () => Date;
  log: Log;
  /** Names this process's claims, so only the holder of a claim completes it. */
  instanceId: string;
  /** The longest wait between looks at the table when nothing wakes the dispatcher. */
  pollIntervalMs: number;
  /** How long a claim holds; after that another instance may take the event. */
  leaseMs: number;
  /** After this many failed deliveries the event is marked failed and left for a person. */
  maxAttempts: number;
  batchSize?: number;
  /**
   * Handlers of a batch run at most this many at a time (default 4), so a burst of events
   * leaves most of the database pool (10 connections) to the requests being answered.
   */
  concurrency?: number;
  retryDelayMs?: (failedAttempt: number) => number;
  /** Subscribes to the outbox channel (LISTEN/NOTIFY); resolves to an unsubscribe. */
  listen?: (onNotify: () => void) => Promise<() => Promise<void>>;
};

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, 2000);

/** `work` on each item with at most `lanes` in flight; the results in the items' order. */
async function inLanes<T, R>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/**
 * Delivers outbox events to their handlers, at least once: claim a batch of due events under
 * a lease (FOR UPDATE SKIP LOCKED, so several instances share the work), run each handler,
 * delete the event when it succeeded, otherwise schedule a retry with back-off, and after
 * `maxAttempts` keep it as `failed` with its error. Wakes on NOTIFY and polls as a safety net.
 */
export function createDispatcher(options: DispatcherOptions) {
  const { repository, clock, log, instanceId, leaseMs, maxAttempts } = options;
  const batchSize = options.batchSize ?? 20;
  const concurrency = options.concurrency ?? 4;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;

  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let woken = false;
  let wakeUp: (() => void) | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  const wake = () => {
    woken = true;
    wakeUp?.();
  };

  // A handler still running at its batch's deadline is treated as failed, before another
  // instance could take the event; the event is retried later (handlers are idempotent).
  const withDeadline = (work: Promise<void>, deadline: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the handler ran past its batch's deadline (${leaseMs / 2} ms)`)),
        Math.max(0, deadline - clock().getTime()),
      );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  };

  /** Runs the event's handler by `deadline`; true when it succeeded (the caller deletes it). */
  async function deliver(event: ClaimedEvent, deadline: number): Promise<boolean> {
    try {
      const handler = options.handlerFor(event.type);
      if (!handler) throw new Error(`No handler is registered for ${event.type}`);
      await withDeadline(
        handler({
          id: event.id,
          type: event.type,
          payload: event.payload,
          attempt: event.attempts,
        }),
        deadline,
      );
    } catch (error) {
      const message = errorText(error);
      const now = clock();
      try {
        if (event.attempts >= maxAttempts) {
          await repository.markFailed(event.id, instanceId, { error: message, now });
          log.error(
            { eventId: event.id, type: event.type, attempts: event.attempts, error: message },
            'outbox: event failed for good',
          );
        } else {
          const runAt = new Date(now.getTime() + retryDelayMs(event.attempts));
          await repository.retryLater(event.id, instanceId, { runAt, error: message, now });
          log.warn(
            { eventId: event.id, type: event.type, attempts: event.attempts, error: message },
            'outbox: handler failed, will retry',
          );
        }
      } catch (recordError) {
        // The claim's lease runs out and the event is delivered again.
        log.error({ err: recordError, eventId: event.id }, 'outbox: could not record a failure');
      }
      return false;
    }
    return true;
  }

  /**
   * Claims and delivers one batch of due events; resolves to how many were claimed.
   *
   * The batch's delivered events are deleted together at its end (one statement instead of one
   * each), so the batch must end while its claims hold: every delivery ends by half the lease
   * after the claim, and an event whose turn comes later is given back undelivered. Otherwise an
   * event delivered early would wait for the slowest handlers of its batch, its lease would run
   * out, and another instance would take it and deliver it again.
   */
  async function runOnce(): Promise<number> {
    const now = clock();
    const claimed = await repository.claimDue({
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      instanceId,
      limit: batchSize,
    });
    const deadline = now.getTime() + leaseMs / 2;
    const outcomes = await inLanes(claimed, concurrency, async (event) =>
      clock().getTime() < deadline
        ? (await deliver(event, deadline))
          ? 'done'
          : 'failed'
        : 'late',
    );
    const withOutcome = (outcome: string) =>
      claimed.filter((_event, i) => outcomes[i] === outcome).map((event) => event.id);
    try {
      await repository.completeMany(withOutcome('done'), instanceId);
    } catch (error) {
      // Delivered but not deleted: they come again after the lease (at least once).
      log.error({ err: error, eventIds: withOutcome('done') }, 'outbox: could not complete events');
    }
    const late = withOutcome('late');
    if (late.length > 0) {
      try {
        await repository.release(late, instanceId);
      } catch (error) {
        // Still claimed: they are taken again once the lease runs out.
        log.error({ err: error, eventIds: late }, 'outbox: could not give events back');
      }
    }
    return claimed.length;
  }

  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'outbox: could not claim events');
      }
      if (!running) break;
      if (claimed > 0) continue;
      if (woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
      woken = false;
    }
  }

  return {
    runOnce,
    /** Look at the table now (e.g. after a commit in this process). */
    wake,

    /** Runs batches until nothing is due now; resolves to how many events were claimed. */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        const claimed = await runOnce();
        if (claimed === 0) return total;
        total += claimed;
      }
    },

    async start(): Promise<void> {
      if (running) return;
      running = true;
      if (options.listen) {
        try {
          unlisten = await options.listen(wake);
        } catch (error) {
          log.error({ err: error }, 'outbox: LISTEN failed; polling only');
        }
      }
      loop = run();
    },

    /** Stops claiming and waits for the batch in hand to finish. */
    async stop(): Promise<void> {
      running = false;
      wakeUp?.();
      await loop;
      await unlisten?.().catch(() => {});
      unlisten = undefined;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
