import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { confirmationMail } from './newsletter.mails.ts';

/** The newsletter's outbox handler: the double opt-in's confirmation mail. */
export function registerNewsletterHandlers(app: FastifyInstance) {
  app.outbox.registerHandler('newsletter:confirmation-requested', async (event) => {
    await app.mailer.send({
      ...confirmationMail(event.payload),
      messageId: messageIdFor(event.id, event.type, app.config.publicUrl),
    });
  });
}
