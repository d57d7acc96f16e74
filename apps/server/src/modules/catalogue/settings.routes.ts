import { heroBannerListSchema } from '@vitrine/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (
  app,
  { settingsService },
) => {
  app.get(
    '/settings/hero-banners',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['home'],
        summary: 'Active hero banners in display order',
        response: { 200: heroBannerListSchema },
      },
    },
    async () => settingsService.heroBanners(),
  );
};
