import type { FastifyPluginAsync } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { openShop } from '../catalogue/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { audit } from '../../platform/audit/audit.ts';
import { createUsersRepository } from '../users/index.ts';
import { adminApplicationRoutes } from './admin-applications.routes.ts';
import { applicationRoutes } from './application.routes.ts';
import { registerOnboardingHandlers } from './onboarding.events.ts';
import { createOnboardingRepository } from './onboarding.repository.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { createOnboardingService } from './onboarding.service.ts';

export { onboardingConfigDeclaration } from './onboarding.config.ts';
export { createOnboardingRepository } from './onboarding.repository.ts';

/**
 * Becoming a shop: the existence checks of the application form (GSTIN, PAN, IEC, email,
 * mobile), the applicant's application saved step by step and submitted, and the admins' review
 * (approve opens the shop; reject sends it back with a reason). Registered after the catalogue
 * and media, which it uses through `app.catalogue` and `app.media`.
 */
export const onboardingModule: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const onboardingService = createOnboardingService({
    onboardingRepository: createOnboardingRepository(db),
    usersRepository: createUsersRepository(db),
    taxonomy: app.catalogue.taxonomy,
    images: app.media.images,
    transaction: (work) => runInTransaction(db, work),
    openShop,
    enqueue: (tx, applicationId, decision) =>
      enqueue(tx, 'shop-application:decided', { applicationId, decision }),
    audit,
  });

  registerOnboardingHandlers(app, onboardingService);

  await app.register(onboardingRoutes, { onboardingService });
  await app.register(applicationRoutes, { onboardingService });
  await app.register(adminApplicationRoutes, { onboardingService });
};
