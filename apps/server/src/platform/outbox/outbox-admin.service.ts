import { AppError, notFound } from '../lib/app-error.ts';
import type { Outbox } from './index.ts';
import type { OutboxEventRecord } from './outbox.repository.ts';

export type { OutboxEventRecord };

/** What an operator does with the outbox: see the failed events, and queue one again. */
export function createOutboxAdmin(outbox: Pick<Outbox, 'repository' | 'dispatcher'>) {
  return {
    /** The failed events, newest first. */
    failures: (limit: number) => outbox.repository.listFailures({ limit }),
    /**
     * Queues failed event `id` for delivery again and wakes the dispatcher; 404 for an unknown
     * or delivered event, 409 for one still pending.
     */
    async retry(id: number): Promise<OutboxEventRecord> {
      const row = await outbox.repository.requeueFailed(id, new Date());
      if (row) {
        outbox.dispatcher.wake();
        return row;
      }
      const existing = await outbox.repository.findById(id);
      if (!existing) throw notFound('Outbox event');
      throw new AppError(
        'CONFLICT',
        'Only a failed event can be retried; this one is still pending delivery.',
      );
    },
  };
}
