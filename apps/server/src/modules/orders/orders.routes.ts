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
import { checkoutOrderSchema } from '@vitrine/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSalesRoutes, salesErrors as errors } from '../sales/index.ts';
import { orderColumns } from './order-exports.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];

/** The customer's orders: list and download, detail, status, address, payment, tracking. */
export const customerOrdersRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (
  app,
  { service },
) => {
  customerSalesRoutes(app, {
    url: '/user/orders',
    tags,
    owned: 'order',
    params: orderIdParamsSchema,
    detailSchema: orderDetailSchema,
    list: {
      summary: 'My orders: searchKey, status, fromDate, toDate, page; `download` for a file',
      querystring: orderListQuerySchema,
      response: orderPageSchema,
      file: { name: 'orders', columns: orderColumns },
      read: (userId, { searchKey, status, fromDate, toDate }, window, page) =>
        service.listForCustomer(userId, { searchKey, status, fromDate, toDate }, window, page),
    },
    detail: {
      summary: 'One of my orders: items, totals (and in words), address, shipments, timeline',
      read: service.customerDetail,
    },
    invoicePdf: {
      summary: 'The invoice of one of my orders, as a PDF to download',
      read: service.invoicePdf,
    },
    verifyPayment: {
      summary: "The checkout's answer for this order: settles it once (webhooks may come first)",
      verify: service.verifyPayment,
    },
  });

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
