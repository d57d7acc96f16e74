import { errorBodySchema } from '@vitrine/contracts/errors';
import { minorToMajor } from '@vitrine/contracts/money';
import {
  productIdParamsSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  similarProductsQuerySchema,
  similarProductsSchema,
  type ProductHit,
} from '@vitrine/contracts/product-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import type { ProductSearchService } from './product-search.service.ts';

const tags = ['products'];

/** The columns of a product search's CSV/XLSX download. */
export const productHitExportColumns: ExportColumn<ProductHit>[] = [
  { header: 'Product ID', value: (p) => p.id },
  { header: 'Title', value: (p) => p.title },
  { header: 'Shop', value: (p) => p.shop.name },
  { header: 'Category', value: (p) => p.category.name },
  { header: 'Price', value: (p) => minorToMajor(p.price.amountMinor, p.price.currency) },
  { header: 'Currency', value: (p) => p.price.currency },
  { header: 'In stock', value: (p) => p.inStock },
  { header: 'Premium', value: (p) => p.premium },
  { header: 'Added', value: (p) => p.createdAt },
];

/** Product discovery across every shop. */
export const productSearchRoutes: FastifyPluginAsyncZod<{
  productSearch: ProductSearchService;
}> = async (app, { productSearch }) => {
  app.get(
    '/products/search',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Search the products of every shop, with facet counts; `download` for a file',
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, page: _page, limit: _limit, ...query } = request.query;
      if (!download) return productSearch.search(request.query);
      const { maxRows } = app.config.downloads;
      const items = await productSearch.searchAll(query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'product-search',
        columns: productHitExportColumns,
        items,
      });
    },
  );

  app.get(
    '/products/:id/similar',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Products like this one (same sub-category, closest price first)',
        params: productIdParamsSchema,
        querystring: similarProductsQuerySchema,
        response: { 200: similarProductsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => productSearch.similar(request.params.id, request.query.limit),
  );
};
