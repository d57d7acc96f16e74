import type { Database } from '../db/client.ts';
import { createMailRepository, type OutboxMail } from './mail.repository.ts';

export type { OutboxMail };

/** The local mail outbox as the dev mailbox shows it (outside production only). */
export function createMailboxService(db: Database) {
  const repository = createMailRepository(db);
  return {
    /** The newest `limit` mails, to `to` only when given. */
    newestFirst: (options: { to?: string; limit: number }) => repository.listNewestFirst(options),
  };
}
