import {
  createStitchingInvoiceInputSchema,
  stitchingInvoiceDetailSchema,
  stitchingInvoiceIdParamsSchema,
  stitchingInvoicePageSchema,
  vendorInvoiceActionSchema,
  vendorStitchingInvoiceListQuerySchema,
} from '@vitrine/contracts/stitching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesErrors as errors, shopSalesRoutes } from '../sales/index.ts';
import { invoiceColumns } from './stitching-exports.ts';
import type { StitchingService } from './stitching.service.ts';

const tags = ['stitching'];

/** A stitching shop's invoices in its console: send, list, detail, revise, stages, refund. */
export const vendorStitchingRoutes: FastifyPluginAsyncZod<{ service: StitchingService }> = async (
  app,
  { service },
) => {
  shopSalesRoutes(app, {
    url: '/vendor/stitching-service-invoices',
    tags,
    owned: 'shop-stitching-invoice',
    params: stitchingInvoiceIdParamsSchema,
    detailSchema: stitchingInvoiceDetailSchema,
    create: {
      summary:
        'Send a customer (by email) a stitching invoice: garment, fabric, measurements, price, due date',
      body: createStitchingInvoiceInputSchema,
      make: service.create,
    },
    list: {
      summary:
        "My shop's stitching invoices: searchKey, paymentStatus, fromDate, toDate, page; `download`",
      querystring: vendorStitchingInvoiceListQuerySchema,
      response: stitchingInvoicePageSchema,
      file: { name: 'shop-stitching-invoices', columns: invoiceColumns },
      read: (userId, { shopId, searchKey, paymentStatus, fromDate, toDate }, window, page) =>
        service.listForShop(
          userId,
          shopId,
          { searchKey, paymentStatus, fromDate, toDate },
          window,
          page,
        ),
    },
    detail: { summary: "One of my shop's stitching invoices", read: service.shopDetail },
  });

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
