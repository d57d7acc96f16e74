import type { FastifyPluginAsync } from 'fastify';
import { registerNewsletterHandlers } from './newsletter.events.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';

/** The newsletter with double opt-in under /public. */
export const newsletterModule: FastifyPluginAsync = async (app) => {
  registerNewsletterHandlers(app);
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
