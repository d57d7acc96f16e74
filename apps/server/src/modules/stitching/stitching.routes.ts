import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  customerInvoiceActionResultSchema,
  customerInvoiceActionSchema,
  stitchingInvoiceDetailSchema,
  stitchingInvoiceIdParamsSchema,
  stitchingInvoiceListQuerySchema,
  stitchingInvoicePageSchema,
} from '@vitrine/contracts/stitching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSalesRoutes, salesErrors as errors } from '../sales/index.ts';
import { invoiceColumns } from './stitching-exports.ts';
import type { StitchingService } from './stitching.service.ts';

const tags = ['stitching'];

/** The customer's stitching service invoices: list and download, detail, act, pay. */
export const customerStitchingRoutes: FastifyPluginAsyncZod<{ service: StitchingService }> = async (
  app,
  { service },
) => {
  customerSalesRoutes(app, {
    url: '/stitching-service-invoices',
    tags,
    owned: 'stitching-invoice',
    params: stitchingInvoiceIdParamsSchema,
    detailSchema: stitchingInvoiceDetailSchema,
    list: {
      summary:
        'My stitching invoices: searchKey, paymentStatus, fromDate, toDate, page; `download`',
      querystring: stitchingInvoiceListQuerySchema,
      response: stitchingInvoicePageSchema,
      file: { name: 'stitching-invoices', columns: invoiceColumns },
      read: (userId, { searchKey, paymentStatus, fromDate, toDate }, window, page) =>
        service.listForCustomer(
          userId,
          { searchKey, paymentStatus, fromDate, toDate },
          window,
          page,
        ),
    },
    detail: {
      summary: 'One of my stitching invoices: garment, fabric, measurements, price, stages',
      read: service.customerDetail,
    },
    invoicePdf: {
      summary: 'One of my stitching invoices as a PDF to download',
      read: service.invoicePdf,
    },
    verifyPayment: {
      summary: "The checkout's answer for this invoice: settles it once (webhooks may come first)",
      verify: service.verifyPayment,
    },
  });

  app.patch(
    '/stitching-service-invoices/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'stitching-invoice' },
        tags,
        summary:
          "Approve, request a revision (with a note), or pay: `pay` answers the provider's checkout",
        params: stitchingInvoiceIdParamsSchema,
        body: customerInvoiceActionSchema,
        response: { 200: customerInvoiceActionResultSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => service.customerAction(request.user, request.params.id, request.body),
  );
};
