import { errorBodySchema } from '@vitrine/contracts/errors';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import {
  verifyCreditPaymentInputSchema,
  type VerifyCreditPaymentInput,
} from '@vitrine/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pdfFileSchema } from '../../platform/lib/invoice-pdf.ts';
import type { ExportColumn } from '../../platform/lib/list-export.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { pageOrDownload, sendCreated, sendPdf, type PageQuery } from './sales-replies.ts';

/** What a sales document's routes answer besides success. */
export const salesErrors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

type ListQuery = PageQuery & { download?: DownloadFormat };

/** The routes every sales kind has, named by its own paths, schemas and words. */
type SalesRouteSpec<Q extends ListQuery, Row> = {
  /** The list's path; one document is `${url}/:id`. */
  url: string;
  tags: string[];
  /** The `x-owned` kind of `:id` (the access rules check it is the caller's). */
  owned: string;
  params: z.ZodType<{ id: string }>;
  detailSchema: z.ZodType;
  list: {
    summary: string;
    querystring: z.ZodType<Q>;
    response: z.ZodType;
    /** The download's file name and columns. */
    file: { name: string; columns: ExportColumn<Row>[] };
    read: (userId: string, query: Q, window: Page, page: PageQuery) => Promise<{ items: Row[] }>;
  };
  detail: { summary: string; read: (userId: string, id: string) => Promise<unknown> };
};

const zod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * The list (with its download) and one document, for `role`: the customer's own, or (vendor)
 * those of the caller's shops, `x-owned` saying which.
 */
function listAndDetail<Q extends ListQuery, Row>(
  app: FastifyInstance,
  role: 'customer' | 'vendor',
  routes: SalesRouteSpec<Q, Row>,
) {
  const { url, tags, owned, params, list, detail } = routes;
  zod(app).get(
    url,
    {
      schema: {
        'x-roles': [role],
        ...(role === 'vendor' && { 'x-owned': { shopId: 'owned-shop' } }),
        tags,
        summary: list.summary,
        querystring: list.querystring,
        response: {
          200: list.response,
          ...(role === 'vendor' ? salesErrors : { 400: errorBodySchema }),
        },
      },
    },
    async (request, reply) => {
      const query = request.query as Q;
      return pageOrDownload(app, reply, query, list.file, (window, page) =>
        list.read(request.user.id, query, window, page),
      );
    },
  );

  zod(app).get(
    `${url}/:id`,
    {
      schema: {
        'x-roles': [role],
        'x-owned': { id: owned },
        tags,
        summary: detail.summary,
        params,
        response: { 200: routes.detailSchema, ...salesErrors },
      },
    },
    async (request) => detail.read(request.user.id, request.params.id),
  );
}

/**
 * The customer's list (with its download), one document, its invoice PDF, and the checkout's
 * answer (`${url}/:id/pay/verify`: settles the document once, webhooks and reconciliation may
 * come first, and answers its detail). Every route with `:id` answers 404 for a document that
 * is not the caller's.
 */
export function customerSalesRoutes<Q extends ListQuery, Row>(
  app: FastifyInstance,
  routes: SalesRouteSpec<Q, Row> & {
    invoicePdf: {
      summary: string;
      read: (userId: string, id: string) => Promise<{ fileName: string; pdf: Buffer }>;
    };
    verifyPayment: {
      summary: string;
      verify: (userId: string, id: string, input: VerifyCreditPaymentInput) => Promise<unknown>;
    };
  },
) {
  const { url, tags, owned, params, invoicePdf, verifyPayment } = routes;
  listAndDetail(app, 'customer', routes);

  zod(app).get(
    `${url}/:id/invoice.pdf`,
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: owned },
        tags,
        summary: invoicePdf.summary,
        params,
        produces: ['application/pdf'],
        response: { 200: pdfFileSchema, ...salesErrors },
      },
    },
    async (request, reply) => sendPdf(reply, invoicePdf.read(request.user.id, request.params.id)),
  );

  zod(app).post(
    `${url}/:id/pay/verify`,
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: owned, razorpay_order_id: 'checked', razorpay_payment_id: 'checked' },
        tags,
        summary: verifyPayment.summary,
        params,
        body: verifyCreditPaymentInputSchema,
        response: { 200: routes.detailSchema, ...salesErrors, 402: errorBodySchema },
      },
    },
    async (request) => verifyPayment.verify(request.user.id, request.params.id, request.body),
  );
}

/**
 * The shop's console: make a document for a customer (201), its list (with the download, for
 * one of the caller's shops), and one document.
 */
export function shopSalesRoutes<Q extends ListQuery & { shopId: string }, Row, B>(
  app: FastifyInstance,
  routes: SalesRouteSpec<Q, Row> & {
    create: {
      summary: string;
      body: z.ZodType<B>;
      make: (userId: string, body: B) => Promise<unknown>;
    };
  },
) {
  const { create } = routes;
  zod(app).post(
    routes.url,
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags: routes.tags,
        summary: create.summary,
        body: create.body,
        response: { 201: routes.detailSchema, ...salesErrors },
      },
    },
    async (request, reply) => sendCreated(reply, create.make(request.user.id, request.body as B)),
  );
  listAndDetail(app, 'vendor', routes);
}
