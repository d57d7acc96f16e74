import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { createMailCaps as mailCapsOn } from './mail-caps.ts';
import { createMailRepository } from './mail.repository.ts';
import type { Mailer } from './mailer.ts';
import { createOnceMailer } from './once-mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailAttachment, MailContent, MailMessage } from './mailer.ts';
export { mailboxAbsentRoutes, mailboxRoutes } from './mailbox.routes.ts';
export { mailboxRefusal } from './mailbox-access.ts';
export { escapeHtml, layoutMail, messageIdFor, type MailBlock } from './mail-layout.ts';
export { canonicalMailbox, type MailCap, type MailCapRefusal, type MailCaps } from './mail-caps.ts';

/** The caps on mails users cause (invitations), counted in `db`. */
export const createMailCaps = (db: Database) => mailCapsOn(createMailRepository(db));

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * SMTP when SMTP_URL is set, otherwise the outbox table (read at /dev/mailbox); either way
     * each (Message-ID, recipient) is sent once.
     */
    mailer: Mailer;
  }
}

/** How long a mail's delivery is remembered: far longer than any event is redelivered. */
const DELIVERY_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createMailRepository(app.database.db);
    let inner: Mailer;
    if (app.config.smtpUrl) {
      const smtp = createSmtpMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom });
      inner = smtp;
      app.addHook('onClose', async () => smtp.close());
    } else {
      inner = createOutboxMailer(repository);
    }
    // A send still claimed after the outbox's lease was cut off by a crash.
    app.decorate(
      'mailer',
      createOnceMailer(repository, inner, { leaseMs: app.config.outbox.leaseMs }),
    );

    let pruning: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      pruning = repository
        .prune(new Date(Date.now() - DELIVERY_MEMORY_MS))
        .catch((error: unknown) => app.log.error({ err: error }, 'mail delivery prune failed'));
    }, PRUNE_INTERVAL_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await pruning;
    });
  },
  { name: 'mail' },
);
