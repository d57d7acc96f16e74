import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  shopCustomerPageSchema,
  shopCustomersQuerySchema,
  type ShopCustomerPage,
} from '@vitrine/contracts/shop-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { ShopCustomersRepository } from './shop-customers.repository.ts';

/** GET /vendor/customers/search: the caller's shop's own customers, never anyone else's. */
export const shopCustomersRoutes: FastifyPluginAsyncZod<{
  shopCustomersRepository: ShopCustomersRepository;
  catalogue: Pick<Catalogue, 'profile'>;
}> = async (app, { shopCustomersRepository, catalogue }) => {
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
      const id = await catalogue.profile.resolveShopId(request.user.id, shopId);
      const [rows, total] = await Promise.all([
        shopCustomersRepository.list(id, searchKey, pageWindow({ page, limit })),
        shopCustomersRepository.count(id, searchKey),
      ]);
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
