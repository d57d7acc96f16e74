import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  shopCustomerPageSchema,
  shopCustomersQuerySchema,
  type ShopCustomerPage,
} from '@vitrine/contracts/shop-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { ShopCustomersService } from './shop-customers.service.ts';

/** GET /vendor/customers/search: the caller's shop's own customers, never anyone else's. */
export const shopCustomersRoutes: FastifyPluginAsyncZod<{
  shopCustomers: ShopCustomersService;
}> = async (app, { shopCustomers }) => {
  app.get(
    '/vendor/customers/search',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags: ['shops'],
        summary: "My shop's customers (today: who favourited it), by name or email, newest first",
        querystring: shopCustomersQuerySchema,
        response: { 200: shopCustomerPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request): Promise<ShopCustomerPage> => {
      const { shopId, searchKey, page, limit } = request.query;
      const { rows, total } = await shopCustomers.page(
        request.user.id,
        shopId,
        searchKey,
        pageWindow({ page, limit }),
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          relations: ['favourite'],
          since: row.since.toISOString(),
        })),
        total,
        page,
        limit,
      };
    },
  );
};
