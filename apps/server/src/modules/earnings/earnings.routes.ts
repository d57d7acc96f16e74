import {
  bankAccountAnswerSchema,
  bankAccountInputSchema,
  bankAccountSchema,
  earningKindLabels,
  earningStateLabels,
  earningsPageSchema,
  earningsQuerySchema,
  payoutListQuerySchema,
  payoutPageSchema,
  payoutRequestSchema,
  payoutSchema,
  shopQuerySchema,
  statementQuerySchema,
  statementSchema,
  type EarningEntry,
} from '@vitrine/contracts/earnings';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportWindow, sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { EarningsService } from './earnings.service.ts';
import type { PayoutsService } from './payouts.service.ts';
import { statementPdf } from './statement-pdf.ts';

const tags = ['earnings'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The ledger's download: the list's rows, as the list shows them. */
export const earningColumns: ExportColumn<EarningEntry>[] = [
  { header: 'Date', value: (e) => e.occurredAt },
  { header: 'Kind', value: (e) => earningKindLabels[e.kind] },
  { header: 'Description', value: (e) => e.description },
  { header: 'Source', value: (e) => `${e.source.type}:${e.source.id}` },
  { header: 'Gross (paise)', value: (e) => e.gross },
  { header: 'Commission rate (bps)', value: (e) => e.commissionRateBps },
  { header: 'Commission (paise)', value: (e) => e.commission },
  { header: 'Fee rate (bps)', value: (e) => e.feeRateBps },
  { header: 'Fee (paise)', value: (e) => e.fee },
  { header: 'Net (paise)', value: (e) => e.net },
  { header: 'Currency', value: (e) => e.currency },
  { header: 'State', value: (e) => earningStateLabels[e.state] },
  { header: 'Releases at', value: (e) => e.releasesAt },
  { header: 'Payout', value: (e) => e.payoutId },
];

/** The shop's earnings, statement, bank account and payouts in its console. */
export const earningsRoutes: FastifyPluginAsyncZod<{
  earnings: EarningsService;
  payouts: PayoutsService;
}> = async (app, { earnings, payouts }) => {
  app.get(
    '/vendor/earnings',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary:
          "My shop's balances (payable, on hold, in payout, paid out) and its ledger: kind, state, fromDate, toDate, page; `download`",
        querystring: earningsQuerySchema,
        response: { 200: earningsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { download, page, limit, ...query } = request.query;
      if (!download) {
        return earnings.list(request.user.id, query, pageWindow({ page, limit }), { page, limit });
      }
      const { maxRows } = app.config.downloads;
      const rows = await earnings.list(request.user.id, query, exportWindow(maxRows), {
        page: 1,
        limit: maxRows,
      });
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'shop-earnings',
        columns: earningColumns,
        items: rows.items,
      });
    },
  );

  app.get(
    '/vendor/earnings/statement',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary:
          "My shop's statement for a month (yyyy-mm): earnings, commission, GST on commission, fees, payouts; `download=pdf` for the PDF",
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { shopId, month, download } = request.query;
      const statement = await earnings.statement(request.user.id, shopId, month);
      if (!download) return statement;
      const pdf = await statementPdf(statement);
      // A Buffer bypasses the JSON schema's serializer; plain FastifyReply says so to the types.
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="vitrine-statement-${month}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/vendor/bank-account',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's payout bank account, masked (null until one is added)",
        querystring: shopQuerySchema,
        response: { 200: bankAccountAnswerSchema, ...errors },
      },
    },
    async (request) => earnings.bankAccount(request.user.id, request.query.shopId),
  );

  app.put(
    '/vendor/bank-account',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary:
          "Sets my shop's payout bank account (account number 9-18 digits, IFSC); answers it masked",
        body: bankAccountInputSchema,
        response: { 200: bankAccountSchema, ...errors },
      },
    },
    async (request) => earnings.saveBankAccount(request.user.id, request.body),
  );

  app.get(
    '/vendor/payouts',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's payouts, newest first, with the minimum a payout may be",
        querystring: payoutListQuerySchema,
        response: { 200: payoutPageSchema, ...errors },
      },
    },
    async (request) => {
      const { shopId, page, limit } = request.query;
      return payouts.list(request.user.id, shopId, pageWindow({ page, limit }), { page, limit });
    },
  );

  app.post(
    '/vendor/payouts',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary:
          'Pays out every payable entry not already in a payout; 409 without a bank account or below the minimum',
        body: payoutRequestSchema,
        response: { 201: payoutSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payouts.request(request.user.id, request.body.shopId)),
  );
};

/** RazorpayX's payout webhook; its signature covers the exact bytes, so the body stays a Buffer. */
export const payoutWebhookRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payouts/webhook',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary:
          'Payout events from the payout provider (payout.processed, payout.failed, payout.reversed), signed with its webhook secret',
        response: {
          200: z.object({
            received: z.literal(true),
            outcome: z.enum(['applied', 'ignored', 'unknown']),
          }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await payouts.handleWebhook(raw, request.headers);
      return { received: true as const, outcome };
    },
  );
};
