import type { Exists } from '@vitrine/contracts/onboarding';
import type { UsersRepository } from '../users/index.ts';
import type { BusinessIdField, OnboardingRepository } from './onboarding.repository.ts';

/**
 * The onboarding form's existence checks (spec §7). Values arrive already checked and
 * normalised by the contracts' schemas.
 */
export function createOnboardingService(deps: {
  onboardingRepository: OnboardingRepository;
  usersRepository: Pick<UsersRepository, 'findByEmail'>;
}) {
  return {
    async businessIdExists(field: BusinessIdField, value: string): Promise<Exists> {
      return { exists: await deps.onboardingRepository.businessIdExists(field, value) };
    },

    /** An account with this email exists (the applicant should sign in instead). */
    async emailExists(email: string): Promise<Exists> {
      return { exists: (await deps.usersRepository.findByEmail(email)) !== undefined };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
