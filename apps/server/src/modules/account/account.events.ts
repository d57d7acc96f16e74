import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { onPurchaseSettled } from '../payments/index.ts';
import { referralInviteMail } from './account.mails.ts';
import type { ReferralsService } from './referrals.service.ts';

/**
 * The account module's event handlers: the referral reward, written in a credit purchase's
 * settling transaction (once per friend, with it), and the invitation mail.
 */
export function registerAccountHandlers(app: FastifyInstance, referralsService: ReferralsService) {
  onPurchaseSettled(app.database.db, referralsService.onPurchaseSettled);
  app.outbox.registerHandler('referral:invited', async (event) => {
    await app.mailer.send({
      ...referralInviteMail(event.payload),
      messageId: messageIdFor(event.id, event.type, app.config.publicUrl),
    });
  });
}
