import type { FastifyPluginAsync } from 'fastify';
import { exchangeRatesRoutes } from './exchange-rates.routes.ts';
import { SHIPPED_EXCHANGE_RATES } from './shipped-rates.ts';

export { exchangeRatesConfigDeclaration } from './exchange-rates.config.ts';

/**
 * Exchange rates for showing prices approximately in a viewer's currency: EXCHANGE_RATES_FILE's
 * (read at start), else the shipped, dated table. Nothing is fetched at run time.
 */
export const exchangeRatesModule: FastifyPluginAsync = async (app) => {
  await app.register(exchangeRatesRoutes, {
    rates: app.config.exchangeRates ?? SHIPPED_EXCHANGE_RATES,
  });
};
