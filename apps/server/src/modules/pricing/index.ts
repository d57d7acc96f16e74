import type { FastifyPluginAsync } from 'fastify';
import { platformPricing } from './platform-pricing.ts';
import { pricingRoutes } from './pricing.routes.ts';

/**
 * GET /settings/pricing: the prices, commission, holding periods and windows the server charges
 * with, for the pages that state them. Built once from the configuration at start.
 */
export const pricingModule: FastifyPluginAsync = async (app) => {
  await app.register(pricingRoutes, { pricing: platformPricing(app.config.earnings) });
};
