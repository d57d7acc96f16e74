import {
  citiesAndStatesSchema,
  fetchShopQuerySchema,
  fetchShopsQuerySchema,
  getVendorByIdQuerySchema,
  getVendorsQuerySchema,
  shopPageSchema,
  shopSchema,
  shopSearchResultSchema,
  shopSummarySchema,
} from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../platform/lib/list-export.ts';
import { createPageSerializer } from '../../platform/lib/serialized-once.ts';
import { shopExportColumns } from './catalogue-exports.ts';
import type { ShopsService } from './shops.service.ts';

const tags = ['shops'];

/**
 * A cached search answer is the same object for every request within its lifetime, and each
 * shop's summary the same object while the shop index holds it: both are written once.
 */
const sendSearchResult = createPageSerializer({
  item: shopSummarySchema,
  rest: shopSearchResultSchema.omit({ items: true }),
});

/** Shops and brands under /vendor, under the names the clients already call. */
export const shopsRoutes: FastifyPluginAsyncZod<{ shopsService: ShopsService }> = async (
  app,
  { shopsService },
) => {
  app.get(
    '/vendor/fetch-shops',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Search shops: text, filters, sort, facet counts; `download` for a CSV/XLSX file',
        querystring: fetchShopsQuerySchema,
        response: { 200: shopSearchResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return sendSearchResult(reply, await shopsService.search(request.query));
      const { maxRows } = app.config.downloads;
      const items = await shopsService.searchAll(query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'shops',
        columns: shopExportColumns,
        items,
      });
    },
  );

  app.get(
    '/vendor/getVendors',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'All shops by name (isBrand=true for brands); `download` for a file',
        querystring: getVendorsQuerySchema,
        response: { 200: shopPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return shopsService.directory(query);
      const { maxRows } = app.config.downloads;
      const items = await shopsService.directoryAll(query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'vendors',
        columns: shopExportColumns,
        items,
      });
    },
  );

  app.get(
    '/vendor/getCitiesAndStates',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Every city with shops, its state and how many shops it has',
        response: { 200: citiesAndStatesSchema },
      },
    },
    async () => shopsService.citiesAndStates(),
  );

  app.get(
    '/vendor/getVendorById',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'One shop by id',
        querystring: getVendorByIdQuerySchema,
        response: { 200: shopSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => shopsService.getById(request.query.id),
  );

  app.get(
    '/vendor/fetch-shop',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'One shop by id or by slug (for /shop/:id pages)',
        querystring: fetchShopQuerySchema,
        response: { 200: shopSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => shopsService.getByIdOrSlug(request.query),
  );
};
