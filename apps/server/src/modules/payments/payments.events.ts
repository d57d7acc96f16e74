import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { receiptFor, type PaymentsService } from './payments.service.ts';

/**
 * The payments module's outbox handlers: a refund decided in some module's transaction goes to
 * the provider (idempotent there), and the receipt is mailed once per settled order (the event
 * is written in the settling transaction).
 */
export function registerPaymentsHandlers(
  app: FastifyInstance,
  deps: { paymentsService: PaymentsService; paymentsRepository: PaymentsRepository },
) {
  const { paymentsService, paymentsRepository } = deps;
  const { config } = app;
  app.outbox.registerHandler('payment:refund-requested', async (event) => {
    await paymentsService.processRefund(event.payload.refundId);
  });

  app.outbox.registerHandler('payment:settled', async (event) => {
    const mail = await receiptFor(paymentsRepository, event.payload.orderId, config.publicUrl);
    if (!mail) return;
    await app.mailer.send({
      ...mail,
      messageId: messageIdFor(event.id, event.type, config.publicUrl),
    });
  });
}
