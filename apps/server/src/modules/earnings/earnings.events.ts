import type { FastifyInstance } from 'fastify';
import { findStaffIdsWithArea } from '../users/index.ts';
import { messageIdFor } from '../../platform/mail/index.ts';
import { payoutMail, statementMail } from './earnings.mails.ts';
import type { EarningsRepository } from './earnings.repository.ts';
import type { EarningsService } from './earnings.service.ts';
import type { PayoutsService } from './payouts.service.ts';
import { statementPdf } from './statement-pdf.ts';

/**
 * The earnings module's outbox handlers: a queued payout goes to the provider, a settled (paid
 * or failed) one is mailed to the shop's people, and a due statement is mailed with its PDF.
 * A payout is seen by its shop's people and by the staff who look after shops.
 */
export function registerEarningsHandlers(
  app: FastifyInstance,
  deps: { repository: EarningsRepository; earnings: EarningsService; payouts: PayoutsService },
) {
  const { repository, earnings, payouts } = deps;
  const db = app.database.db;
  app.live.registerAudience('payout', async (id) => {
    const members = await repository.payoutShopMembers(id);
    return members && [...members, ...(await findStaffIdsWithArea(db, 'shops'))];
  });

  app.outbox.registerHandler('payout:queued', (event) => payouts.submit(event.payload.payoutId));

  const { publicUrl } = app.config;
  app.outbox.registerHandler('payout:settled', async (event) => {
    const payout = await repository.findPayout(event.payload.payoutId);
    const facts = payout && (await repository.shopFacts(payout.shopId));
    if (!payout || !facts) return;
    for (const member of facts.members) {
      await app.mailer.send({
        ...payoutMail(payout, facts, member, publicUrl),
        messageId: messageIdFor(event.id, `${event.type}.${member.email}`, publicUrl),
      });
    }
  });

  app.outbox.registerHandler('earnings:statement-due', async (event) => {
    const { shopId, month } = event.payload;
    const statement = await earnings.statement(null, shopId, month).catch(() => null);
    const facts = await repository.shopFacts(shopId);
    if (!statement || !facts) return;
    const pdf = (await statementPdf(statement)).toString('base64');
    for (const member of facts.members) {
      await app.mailer.send({
        ...statementMail(statement, pdf, month, facts, member, publicUrl),
        messageId: messageIdFor(event.id, `${event.type}.${member.email}`, publicUrl),
      });
    }
  });
}
