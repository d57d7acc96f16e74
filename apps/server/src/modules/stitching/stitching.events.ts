import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { stitchingMail } from './stitching.mails.ts';
import type { StitchingRepository } from './stitching.repository.ts';
import type { StitchingService } from './stitching.service.ts';

/**
 * What stitching answers when something else happens: the live channel asks who sees one, and
 * the outbox delivers the customer's mail about it. (Payments settle and refund an invoice through
 * the payments flow, flows/pay-payable.ts, with `createInvoicePayable`.)
 */
export function registerStitchingEvents(
  app: FastifyInstance,
  deps: { service: StitchingService; repository: StitchingRepository },
) {
  const { service, repository } = deps;
  // An invoice is seen by its customer and its shop's people.
  app.live.registerAudience('stitching-invoice', (id) => repository.audienceOf(id));
  app.outbox.registerHandler('stitching:changed', async (event) => {
    const facts = await service.mailFacts(event.payload.invoiceId, event.payload.eventId);
    if (!facts) return;
    const { publicUrl } = app.config;
    await app.mailer.send({
      ...stitchingMail({ ...facts, publicUrl }),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
}
