import {
  premiumProductsQuerySchema,
  productPageSchema,
  vendorProductsQuerySchema,
} from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../platform/lib/list-export.ts';
import { productExportColumns } from './products-exports.ts';
import type { ProductsService } from './products.service.ts';

const tags = ['products'];

export const productsRoutes: FastifyPluginAsyncZod<{ productsService: ProductsService }> = async (
  app,
  { productsService },
) => {
  app.get(
    '/products/premium',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Premium products of all shops; `download` for a file',
        querystring: premiumProductsQuerySchema,
        response: { 200: productPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return productsService.listPremium(request.query);
      const { maxRows } = app.config.downloads;
      const items = await productsService.allPremium(query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'premium-products',
        columns: productExportColumns,
        items,
      });
    },
  );

  app.get(
    '/products/vendors',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: "One shop's products; `download` for a file",
        querystring: vendorProductsQuerySchema,
        response: { 200: productPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return productsService.listForShop(request.query);
      const { maxRows } = app.config.downloads;
      const items = await productsService.allForShop(query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'products',
        columns: productExportColumns,
        items,
      });
    },
  );
};
