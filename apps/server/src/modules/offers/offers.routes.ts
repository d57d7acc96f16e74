import {
  offerPageSchema,
  offersQuerySchema,
  premiumOffersQuerySchema,
} from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../platform/lib/list-export.ts';
import { offerExportColumns } from './offers-exports.ts';
import type { OffersService } from './offers.service.ts';

const tags = ['offers'];

export const offersRoutes: FastifyPluginAsyncZod<{ offersService: OffersService }> = async (
  app,
  { offersService },
) => {
  app.get(
    '/offers',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Offers valid now, by the platform or shops; `download` for a file',
        querystring: offersQuerySchema,
        response: { 200: offerPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return offersService.list(request.query);
      const { maxRows } = app.config.downloads;
      const items = await offersService.all(query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'offers',
        columns: offerExportColumns,
        items,
      });
    },
  );

  app.get(
    '/offers/premium-offers',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Premium offers valid now (the home page strip)',
        querystring: premiumOffersQuerySchema,
        response: { 200: offerPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => offersService.listPremium(request.query),
  );
};
