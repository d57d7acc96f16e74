import type { FastifyPluginAsync } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { confirmationMail } from './newsletter-mail.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';

/** The newsletter with double opt-in under /public. */
export const newsletterModule: FastifyPluginAsync = async (app) => {
  app.outbox.registerHandler('newsletter:confirmation-requested', async (event) => {
    await app.mailer.send({
      ...confirmationMail(event.payload),
      messageId: messageIdFor(event.id, event.type, app.config.publicUrl),
    });
  });
  await app.register(newsletterRoutes, {
    homeUrl: `${app.config.publicUrl}/`,
    newsletterService: createNewsletterService({
      newsletterRepository: createNewsletterRepository(app.database.db),
      clock: () => new Date(),
      publicUrl: app.config.publicUrl,
      secret: app.config.authSecret,
    }),
  });
};
