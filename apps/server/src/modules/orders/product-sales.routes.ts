import { errorBodySchema } from '@vitrine/contracts/errors';
import { productSalesListSchema, productSalesQuerySchema } from '@vitrine/contracts/shop-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductSalesService } from './product-sales.service.ts';

/** The shop console's sales per product over a period, from its orders (cart ones included). */
export const productSalesRoutes: FastifyPluginAsyncZod<{
  productSales: ProductSalesService;
}> = async (app, { productSales }) => {
  app.get(
    '/vendor/sales/products',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags: ['orders'],
        summary:
          "My shop's units sold and revenue per product, days from–to (UTC), most revenue first",
        querystring: productSalesQuerySchema,
        response: { 200: productSalesListSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => productSales.ofShop(request.user.id, request.query),
  );
};
