import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  addressUpdateInputSchema,
  customerStatusInputSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  shipmentParamsSchema,
  trackingSchema,
} from '@vitrine/contracts/orders';
import { checkoutOrderSchema, verifyCreditPaymentInputSchema } from '@vitrine/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfFileSchema } from '../../platform/lib/invoice-pdf.ts';
import { exportWindow, sendExport } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import { orderColumns } from './order-exports.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The customer's orders: list and download, detail, status, address, payment, tracking. */
export const customerOrdersRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/user/orders',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'My orders: searchKey, status, fromDate, toDate, page; `download` for a file',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, searchKey, status, fromDate, toDate, page, limit } = request.query;
      const filters = { searchKey, status, fromDate, toDate };
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
        name: 'orders',
        columns: orderColumns,
        items: rows.items,
      });
    },
  );

  app.get(
    '/user/orders/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'order' },
        tags,
        summary: 'One of my orders: items, totals (and in words), address, shipments, timeline',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => service.customerDetail(request.user.id, request.params.id),
  );

  app.get(
    '/user/orders/:id/invoice.pdf',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'order' },
        tags,
        summary: 'The invoice of one of my orders, as a PDF to download',
        params: orderIdParamsSchema,
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

  app.post(
    '/user/orders/:id/update-status',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'order' },
        tags,
        summary: 'Cancel (before shipping), confirm delivery, or request a return (7 days)',
        params: orderIdParamsSchema,
        body: customerStatusInputSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => service.customerChange(request.user.id, request.params.id, request.body),
  );

  app.post(
    '/user/orders/:id/address/update',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'order', addressId: 'order-address' },
        tags,
        summary: 'Deliver to another of my addresses (before shipping)',
        params: orderIdParamsSchema,
        body: addressUpdateInputSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.changeAddress(request.user.id, request.params.id, request.body.addressId),
  );

  app.post(
    '/user/orders/:id/pay',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'order' },
        tags,
        summary: "Pay an order awaiting payment: the provider's checkout (one per order)",
        params: orderIdParamsSchema,
        response: { 200: checkoutOrderSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => service.pay(request.user, request.params.id),
  );

  app.post(
    '/user/orders/:id/pay/verify',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'order', razorpay_order_id: 'checked', razorpay_payment_id: 'checked' },
        tags,
        summary: "The checkout's answer for this order: settles it once (webhooks may come first)",
        params: orderIdParamsSchema,
        body: verifyCreditPaymentInputSchema,
        response: { 200: orderDetailSchema, ...errors, 402: errorBodySchema },
      },
    },
    async (request) => service.verifyPayment(request.user.id, request.params.id, request.body),
  );

  app.get(
    '/user/orders/:id/shipments/:shipmentId/track',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'order', shipmentId: 'order-shipment' },
        tags,
        summary: "A shipment's tracking events from its carrier",
        params: shipmentParamsSchema,
        response: { 200: trackingSchema, ...errors },
      },
    },
    async (request) => service.track(request.user.id, request.params.id, request.params.shipmentId),
  );
};
