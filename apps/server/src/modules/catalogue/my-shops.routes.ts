import { myShopsSchema } from '@vitrine/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopOwnership } from './shop-ownership.ts';
import type { ShopsService } from './shops.service.ts';

/** GET /vendor/my-shops: the shops the signed-in vendor runs (the console's shop switcher). */
export const myShopsRoutes: FastifyPluginAsyncZod<{
  ownership: ShopOwnership;
  shopsService: ShopsService;
}> = async (app, { ownership, shopsService }) => {
  app.get(
    '/vendor/my-shops',
    {
      schema: {
        'x-roles': ['vendor'],
        tags: ['shops'],
        summary: 'The shops I run (owner or team), oldest first',
        response: { 200: myShopsSchema },
      },
    },
    async (request) => {
      const ids = await ownership.shopIdsOf(request.user.id);
      const summaries = await shopsService.summariesByIds(ids);
      return { items: ids.flatMap((id) => summaries.get(id) ?? []) };
    },
  );
};
