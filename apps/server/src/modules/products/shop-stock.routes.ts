import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  shopStockPageSchema,
  shopStockQuerySchema,
  stockSettingsInputSchema,
  stockSettingsSchema,
} from '@vitrine/contracts/shop-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopStockService } from './shop-stock.service.ts';

const tags = ['products'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** The shop console's stock: levels per product and variant, and the low-stock threshold. */
export const shopStockRoutes: FastifyPluginAsyncZod<{ shopStock: ShopStockService }> = async (
  app,
  { shopStock },
) => {
  app.get(
    '/vendor/stock',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary:
          "My shop's stock per product and variant, running-low first (`lowOnly`), with the threshold",
        querystring: shopStockQuerySchema,
        response: { 200: shopStockPageSchema, ...errors },
      },
    },
    async (request) => shopStock.list(request.user.id, request.query),
  );

  app.put(
    '/vendor/stock/settings',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's low-stock threshold: this many units or fewer is running low",
        body: stockSettingsInputSchema,
        response: { 200: stockSettingsSchema, ...errors },
      },
    },
    async (request) => shopStock.setSettings(request.user.id, request.body),
  );
};
