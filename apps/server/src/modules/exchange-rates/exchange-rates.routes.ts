import { exchangeRatesSchema, type ExchangeRates } from '@vitrine/contracts/exchange-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /exchange-rates`: public and the same for everyone, so caches may keep it an hour. */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<{ rates: ExchangeRates }> = async (
  app,
  { rates },
) => {
  app.get(
    '/exchange-rates',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['money'],
        summary:
          'The rates behind the approximate amounts shown beside prices in a viewer’s currency (prices are charged in INR)',
        response: { 200: exchangeRatesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return rates;
    },
  );
};
