import type { FastifyInstance } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { createProductsRepository } from './products.repository.ts';

/** Helpers for tests of other modules (imported by *.test.ts only). */

/** Archives a product (or, with false, brings it back) as its owner would, with its event. */
export async function setProductArchived(app: FastifyInstance, id: string, archived: boolean) {
  const repository = createProductsRepository(app.database.db);
  await runInTransaction(app.database.db, (tx) =>
    repository.setArchived(tx, id, archived ? new Date() : null),
  );
  await app.outbox.dispatcher.drain();
}
