import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailRepository } from './mail.repository.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailAttachment, MailMessage } from './mailer.ts';
export { mailboxAbsentRoutes, mailboxRoutes } from './mailbox.routes.ts';
export { mailboxRefusal } from './mailbox-access.ts';
export { escapeHtml, layoutMail, messageIdFor, type MailBlock } from './mail-layout.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP when SMTP_URL is set, otherwise the outbox table (read at /dev/mailbox). */
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.smtpUrl) {
      const smtp = createSmtpMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom });
      app.decorate('mailer', smtp);
      app.addHook('onClose', async () => smtp.close());
    } else {
      app.decorate('mailer', createOutboxMailer(createMailRepository(app.database.db)));
    }
  },
  { name: 'mail' },
);
