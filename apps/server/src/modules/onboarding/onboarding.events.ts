import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { applicationApprovedMail, applicationRejectedMail } from './onboarding.mails.ts';
import type { OnboardingService } from './onboarding.service.ts';

/** The decision mails, from the outbox: sent once the decision has committed. */
export function registerOnboardingHandlers(
  app: FastifyInstance,
  onboardingService: OnboardingService,
) {
  const { publicUrl } = app.config;
  app.outbox.registerHandler('shop-application:decided', async (event) => {
    const found = await onboardingService.forMail(event.payload.applicationId);
    if (!found) return; // the account (and its application) was deleted meanwhile
    const mail =
      event.payload.decision === 'approved' ? applicationApprovedMail : applicationRejectedMail;
    await app.mailer.send({
      ...mail({ ...found, publicUrl }),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
}
