import { errorBodySchema } from '@vitrine/contracts/errors';
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
import { exportWindow, sendExport } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import { orderColumns } from './order-exports.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The shop's orders in its console: create, list, detail, pack, ship, cancel, returns. */
export const vendorOrdersRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (
  app,
  { service },
) => {
  app.post(
    '/vendor/orders',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: 'Create an order for a customer (by email): items, shipping, taxes, notes',
        body: createOrderInputSchema,
        response: { 201: orderDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user.id, request.body)),
  );

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
      reply.status(201).send(await service.createFromPins(request.user.id, request.body)),
  );

  app.get(
    '/vendor/orders',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's orders: searchKey, status, fromDate, toDate, page; `download`",
        querystring: vendorOrderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { download, shopId, searchKey, status, fromDate, toDate, page, limit } = request.query;
      const filters = { searchKey, status, fromDate, toDate };
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
        { page: 1, limit: maxRows },
      );
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'shop-orders',
        columns: orderColumns,
        items: rows.items,
      });
    },
  );

  app.get(
    '/vendor/orders/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-order' },
        tags,
        summary: 'One of my shop’s orders',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => service.shopDetail(request.user.id, request.params.id),
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
