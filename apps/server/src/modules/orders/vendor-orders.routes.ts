import {
  carrierListSchema,
  createOrderFromPinsInputSchema,
  createOrderInputSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderPageSchema,
  shipInputSchema,
  vendorCancelInputSchema,
  vendorOrderListQuerySchema,
} from '@vitrine/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesErrors as errors, sendCreated, shopSalesRoutes } from '../sales/index.ts';
import { orderColumns } from './order-exports.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];

/** The shop's orders in its console: create, list, detail, pack, ship, cancel, returns. */
export const vendorOrdersRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (
  app,
  { service },
) => {
  shopSalesRoutes(app, {
    url: '/vendor/orders',
    tags,
    owned: 'shop-order',
    params: orderIdParamsSchema,
    detailSchema: orderDetailSchema,
    create: {
      summary: 'Create an order for a customer (by email): items, shipping, taxes, notes',
      body: createOrderInputSchema,
      make: service.create,
    },
    list: {
      summary: "My shop's orders: searchKey, status, fromDate, toDate, page; `download`",
      querystring: vendorOrderListQuerySchema,
      response: orderPageSchema,
      file: { name: 'shop-orders', columns: orderColumns },
      read: (userId, { shopId, searchKey, status, fromDate, toDate }, window, page) =>
        service.listForShop(userId, shopId, { searchKey, status, fromDate, toDate }, window, page),
    },
    detail: { summary: 'One of my shop’s orders', read: service.shopDetail },
  });

  app.post(
    '/vendor/orders/from-booking',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { bookingId: 'shop-booking' },
        tags,
        summary:
          "Create an order for a meeting's customer from the products pinned during the call",
        body: createOrderFromPinsInputSchema,
        response: { 201: orderDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendCreated(reply, service.createFromPins(request.user.id, request.body)),
  );

  const simple = (path: string, to: 'packed' | 'delivered' | 'returned', summary: string) =>
    app.post(
      `/vendor/orders/:id/${path}`,
      {
        schema: {
          'x-roles': ['vendor'],
          'x-owned': { id: 'shop-order' },
          tags,
          summary,
          params: orderIdParamsSchema,
          response: { 200: orderDetailSchema, ...errors },
        },
      },
      async (request) => service.shopChange(request.user.id, request.params.id, to),
    );
  simple('pack', 'packed', 'Mark a paid order packed');
  simple('deliver', 'delivered', 'Mark a shipped order delivered');
  simple('receive-return', 'returned', 'A returned parcel came back: the payment is refunded');

  app.get(
    '/vendor/carriers',
    {
      schema: {
        'x-roles': ['vendor'],
        tags,
        summary: 'The couriers this server ships with (for the ship dialog), and the default one',
        response: { 200: carrierListSchema },
      },
    },
    async () => service.carrierList(),
  );

  app.post(
    '/vendor/orders/:id/ship',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-order' },
        tags,
        summary: 'Ship a packed order: add its shipment (carrier and tracking number)',
        params: orderIdParamsSchema,
        body: shipInputSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => service.ship(request.user.id, request.params.id, request.body),
  );

  app.post(
    '/vendor/orders/:id/cancel',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-order' },
        tags,
        summary: 'Cancel an order before shipping (a paid one is refunded)',
        params: orderIdParamsSchema,
        body: vendorCancelInputSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.shopChange(request.user.id, request.params.id, 'cancelled', request.body.note),
  );
};
