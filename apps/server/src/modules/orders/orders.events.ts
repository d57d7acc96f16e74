import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import type { CardCheck } from '../chat/index.ts';
import { orderStatusMail } from './orders.mails.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';

/**
 * What orders answer when something else happens: the live channel asks who sees one, the
 * outbox delivers its status mail, and chat checks an order card. (Payments settle and refund an
 * order through the payments flow, flows/pay-payable.ts, with `createOrderPayable`.)
 */
export function registerOrderEvents(
  app: FastifyInstance,
  deps: {
    service: OrdersService;
    repository: OrdersRepository;
    chat: { registerCardCheck: (type: 'order', check: CardCheck) => void };
  },
) {
  const { service, repository } = deps;
  // An order is seen by its customer and its shop's people.
  app.live.registerAudience('order', (id) => repository.audienceOf(id));
  app.outbox.registerHandler('order:status-changed', async (event) => {
    const facts = await service.mailFacts(event.payload.orderId, event.payload.eventId);
    if (!facts) return;
    const { publicUrl } = app.config;
    await app.mailer.send({
      ...orderStatusMail({ ...facts, publicUrl }),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
  // An order card in a conversation: an order of the sender's, as its customer or its shop.
  deps.chat.registerCardCheck('order', async (senderId, content) =>
    service.card(senderId, String(content['orderId'])),
  );
}
