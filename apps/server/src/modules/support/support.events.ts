import type { FastifyInstance } from 'fastify';
import { findStaffIdsWithArea } from '../users/index.ts';
import { messageIdFor } from '../../platform/mail/index.ts';
import { supportChangedMail } from './support.mails.ts';
import type { SupportRepository } from './support.repository.ts';

/**
 * The support module's outbox handler (a staff change mailed to the customer) and the audience
 * of a request's live changes: its customer and the support desk.
 */
export function registerSupportHandlers(app: FastifyInstance, repository: SupportRepository) {
  const db = app.database.db;
  const { publicUrl } = app.config;
  app.outbox.registerHandler('support:changed', async (event) => {
    const contact = await repository.customerContact(event.payload.requestId);
    if (!contact) return;
    await app.mailer.send({
      ...supportChangedMail({
        to: contact.email,
        name: contact.name,
        subject: contact.subject,
        change: event.payload.change,
        requestId: event.payload.requestId,
        publicUrl,
      }),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });

  app.live.registerAudience('support-request', async (id) => {
    const customerId = await repository.customerOf(id);
    return customerId ? [customerId, ...(await findStaffIdsWithArea(db, 'support'))] : null;
  });
}
