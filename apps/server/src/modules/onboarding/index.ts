import type { FastifyPluginAsync } from 'fastify';
import { createUsersRepository } from '../users/index.ts';
import { createOnboardingRepository } from './onboarding.repository.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { createOnboardingService } from './onboarding.service.ts';

export { createOnboardingRepository } from './onboarding.repository.ts';

/**
 * Becoming a shop: today the existence checks of the application form (GSTIN, PAN, IEC, email,
 * mobile) over `shop_application`; the multi-step application and its approval come next.
 */
export const onboardingModule: FastifyPluginAsync = async (app) => {
  await app.register(onboardingRoutes, {
    onboardingService: createOnboardingService({
      onboardingRepository: createOnboardingRepository(app.database.db),
      usersRepository: createUsersRepository(app.database.db),
    }),
  });
};
