import type { HeroBanner } from '@vitrine/contracts/catalogue';
import type { BannersRepository } from './banners.repository.ts';

/** Site settings a visitor sees (GET /settings/…). */
export function createSettingsService(deps: { bannersRepository: BannersRepository }) {
  return {
    async heroBanners(): Promise<{ items: HeroBanner[] }> {
      return { items: await deps.bannersRepository.active() };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
