import { platformPricingSchema, type PlatformPricing } from '@vitrine/contracts/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The figures change only when the server restarts with new configuration: browsers and proxies
 * may keep them a few minutes, so a changed rate shows on every page within five.
 */
const CACHE = 'public, max-age=300';

export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PlatformPricing }> = async (
  app,
  { pricing },
) => {
  app.get(
    '/settings/pricing',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['home'],
        summary:
          "What Vitrine charges and promises: a meeting's credits and refund window, the shops' commission, fees, holding periods and payouts, the return window",
        response: { 200: platformPricingSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return pricing;
    },
  );
};
