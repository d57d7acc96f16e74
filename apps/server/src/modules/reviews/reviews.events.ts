import type { FastifyInstance } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { messageIdFor } from '../../platform/mail/index.ts';
import { notify } from '../notifications/index.ts';
import {
  meetingPrompt,
  reviewPromptMail,
  reviewPromptNotification,
  type ReviewPrompt,
} from './review-prompt.ts';
import type { ReviewableSubjects } from './review-subjects.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

/**
 * The reviews module's outbox handlers: the review prompt once a meeting is completed or an
 * order delivered. `orders`: the orders module's port as plugged in now.
 */
export function registerReviewsHandlers(
  app: FastifyInstance,
  deps: { reviewsRepository: ReviewsRepository; orders: () => ReviewableSubjects },
) {
  const { reviewsRepository } = deps;
  const db = app.database.db;
  const { publicUrl } = app.config;
  /** The review prompt: in the notification centre and by mail, once per subject. */
  async function prompt(event: { id: number; type: string }, subject: ReviewPrompt) {
    // A redelivered event writes nothing (the sourceKey) and resends the same Message-ID.
    await runInTransaction(db, (tx) => notify(tx, reviewPromptNotification(subject)));
    await app.mailer.send({
      ...reviewPromptMail(subject, publicUrl),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  }

  // Once a meeting is completed.
  app.outbox.registerHandler('booking:completed', async (event) => {
    const meeting = await reviewsRepository.completedMeeting(event.payload.bookingId);
    if (!meeting) return;
    await prompt(event, meetingPrompt(meeting));
  });

  // Once an order is delivered (and still delivered: not returned since).
  app.outbox.registerHandler('order:delivered', async (event) => {
    const { orderId, customerId } = event.payload;
    const order = await deps.orders().findOwn(customerId, orderId);
    const contact = await reviewsRepository.customerContact(customerId);
    if (!order?.reviewable || !contact) return;
    await prompt(event, {
      kind: 'order',
      subjectId: orderId,
      customerId,
      customerName: contact.name,
      customerEmail: contact.email,
      shopName: order.shopName,
    });
  });
}
