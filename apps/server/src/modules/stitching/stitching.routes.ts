import { errorBodySchema } from '@vitrine/contracts/errors';
import { verifyCreditPaymentInputSchema } from '@vitrine/contracts/payments';
import {
  customerInvoiceActionResultSchema,
  customerInvoiceActionSchema,
  stitchingInvoiceDetailSchema,
  stitchingInvoiceIdParamsSchema,
  stitchingInvoiceListQuerySchema,
  stitchingInvoicePageSchema,
} from '@vitrine/contracts/stitching';
import { pdfFileSchema } from '../../platform/lib/invoice-pdf.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportWindow, sendExport } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import { invoiceColumns } from './stitching-exports.ts';
import type { StitchingService } from './stitching.service.ts';

const tags = ['stitching'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The customer's stitching service invoices: list and download, detail, act, pay. */
export const customerStitchingRoutes: FastifyPluginAsyncZod<{ service: StitchingService }> = async (
  app,
  { service },
) => {
  app.get(
    '/stitching-service-invoices',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary:
          'My stitching invoices: searchKey, paymentStatus, fromDate, toDate, page; `download`',
        querystring: stitchingInvoiceListQuerySchema,
        response: { 200: stitchingInvoicePageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, searchKey, paymentStatus, fromDate, toDate, page, limit } = request.query;
      const filters = { searchKey, paymentStatus, fromDate, toDate };
      if (!download) {
        return service.listForCustomer(request.user.id, filters, pageWindow({ page, limit }), {
          page,
          limit,
        });
      }
      const { maxRows } = app.config.downloads;
      const rows = await service.listForCustomer(request.user.id, filters, exportWindow(maxRows), {
        page: 1,
        limit: maxRows,
      });
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'stitching-invoices',
        columns: invoiceColumns,
        items: rows.items,
      });
    },
  );

  app.get(
    '/stitching-service-invoices/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'stitching-invoice' },
        tags,
        summary: 'One of my stitching invoices: garment, fabric, measurements, price, stages',
        params: stitchingInvoiceIdParamsSchema,
        response: { 200: stitchingInvoiceDetailSchema, ...errors },
      },
    },
    async (request) => service.customerDetail(request.user.id, request.params.id),
  );

  app.get(
    '/stitching-service-invoices/:id/invoice.pdf',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'stitching-invoice' },
        tags,
        summary: 'One of my stitching invoices as a PDF to download',
        params: stitchingInvoiceIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.invoicePdf(request.user.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

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

  app.post(
    '/stitching-service-invoices/:id/pay/verify',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': {
          id: 'stitching-invoice',
          razorpay_order_id: 'checked',
          razorpay_payment_id: 'checked',
        },
        tags,
        summary:
          "The checkout's answer for this invoice: settles it once (webhooks may come first)",
        params: stitchingInvoiceIdParamsSchema,
        body: verifyCreditPaymentInputSchema,
        response: { 200: stitchingInvoiceDetailSchema, ...errors, 402: errorBodySchema },
      },
    },
    async (request) => service.verifyPayment(request.user.id, request.params.id, request.body),
  );
};
