import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  createStitchingInvoiceInputSchema,
  stitchingInvoiceDetailSchema,
  stitchingInvoiceIdParamsSchema,
  stitchingInvoicePageSchema,
  vendorInvoiceActionSchema,
  vendorStitchingInvoiceListQuerySchema,
} from '@vitrine/contracts/stitching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportWindow, sendExport } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import { invoiceColumns } from './stitching-exports.ts';
import type { StitchingService } from './stitching.service.ts';

const tags = ['stitching'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A stitching shop's invoices in its console: send, list, detail, revise, stages, refund. */
export const vendorStitchingRoutes: FastifyPluginAsyncZod<{ service: StitchingService }> = async (
  app,
  { service },
) => {
  app.post(
    '/vendor/stitching-service-invoices',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary:
          'Send a customer (by email) a stitching invoice: garment, fabric, measurements, price, due date',
        body: createStitchingInvoiceInputSchema,
        response: { 201: stitchingInvoiceDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user.id, request.body)),
  );

  app.get(
    '/vendor/stitching-service-invoices',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary:
          "My shop's stitching invoices: searchKey, paymentStatus, fromDate, toDate, page; `download`",
        querystring: vendorStitchingInvoiceListQuerySchema,
        response: { 200: stitchingInvoicePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { download, shopId, searchKey, paymentStatus, fromDate, toDate, page, limit } =
        request.query;
      const filters = { searchKey, paymentStatus, fromDate, toDate };
      if (!download) {
        return service.listForShop(request.user.id, shopId, filters, pageWindow({ page, limit }), {
          page,
          limit,
        });
      }
      const { maxRows } = app.config.downloads;
      const rows = await service.listForShop(
        request.user.id,
        shopId,
        filters,
        exportWindow(maxRows),
        {
          page: 1,
          limit: maxRows,
        },
      );
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'shop-stitching-invoices',
        columns: invoiceColumns,
        items: rows.items,
      });
    },
  );

  app.get(
    '/vendor/stitching-service-invoices/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-stitching-invoice' },
        tags,
        summary: "One of my shop's stitching invoices",
        params: stitchingInvoiceIdParamsSchema,
        response: { 200: stitchingInvoiceDetailSchema, ...errors },
      },
    },
    async (request) => service.shopDetail(request.user.id, request.params.id),
  );

  app.patch(
    '/vendor/stitching-service-invoices/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-stitching-invoice' },
        tags,
        summary:
          'Revise after a request, move to the next production stage, or refund a paid invoice',
        params: stitchingInvoiceIdParamsSchema,
        body: vendorInvoiceActionSchema,
        response: { 200: stitchingInvoiceDetailSchema, ...errors },
      },
    },
    async (request) => service.shopAction(request.user.id, request.params.id, request.body),
  );
};
