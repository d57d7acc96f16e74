import {
  adminPayoutListQuerySchema,
  adminPayoutPageSchema,
  adminPayoutSchema,
  commissionInputSchema,
  commissionParamsSchema,
  commissionRatesSchema,
  commissionReportQuerySchema,
  commissionReportSchema,
  earningKindLabels,
  payoutParamsSchema,
  type CommissionReport,
} from '@vitrine/contracts/earnings';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { EarningsService } from './earnings.service.ts';
import type { PayoutsService } from './payouts.service.ts';

/** Every operation here: staff with the shops area. */
const shopsArea = {
  'x-roles': ['employee', 'admin'],
  'x-permission': 'shops',
  tags: ['earnings'],
} as const;

type ReportRow = CommissionReport['totals'] & {
  section: 'shop' | 'kind' | 'total';
  shopId: string;
  shopName: string;
  kind: string;
};

/** The report as CSV: its shops, then its kinds, then the total; the same figures as the JSON. */
export const commissionReportColumns: ExportColumn<ReportRow>[] = [
  { header: 'Section', value: (r) => r.section },
  { header: 'Shop id', value: (r) => r.shopId },
  { header: 'Shop', value: (r) => r.shopName },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Entries', value: (r) => r.count },
  { header: 'Gross (paise)', value: (r) => r.gross },
  { header: 'Commission (paise)', value: (r) => r.commission },
  { header: 'Fees (paise)', value: (r) => r.fees },
  { header: 'GST on commission (paise)', value: (r) => r.gstOnCommission },
  { header: 'Net (paise)', value: (r) => r.net },
];

export const commissionReportRows = (report: CommissionReport): ReportRow[] => [
  ...report.byShop.map(({ shopId, shopName, ...sums }) => ({
    section: 'shop' as const,
    shopId,
    shopName,
    kind: '',
    ...sums,
  })),
  ...report.byKind.map(({ kind, ...sums }) => ({
    section: 'kind' as const,
    shopId: '',
    shopName: '',
    kind: earningKindLabels[kind],
    ...sums,
  })),
  { section: 'total', shopId: '', shopName: 'All shops', kind: '', ...report.totals },
];

/**
 * Staff's side of earnings (area `shops`): a shop's commission rates, every shop's payouts to
 * review, the retry of a failed one, and the platform's commission report.
 */
export const staffEarningsRoutes: FastifyPluginAsyncZod<{
  earnings: EarningsService;
  payouts: PayoutsService;
}> = async (app, { earnings, payouts }) => {
  app.get(
    '/admin/shops/:id/commission',
    {
      schema: {
        ...shopsArea,
        'x-owned': { id: 'public' },
        summary:
          "A shop's commission rates per kind: its own where staff set one, else the platform's",
        params: commissionParamsSchema,
        response: { 200: commissionRatesSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => earnings.commissionRates(request.params.id),
  );

  app.put(
    '/admin/shops/:id/commission',
    {
      schema: {
        ...shopsArea,
        'x-owned': { id: 'public' },
        summary:
          "Sets (or with rateBps null clears) a shop's own commission rate for one kind, with a reason; audited",
        params: commissionParamsSchema,
        body: commissionInputSchema,
        response: { 200: commissionRatesSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => earnings.setCommission(request.user, request.params.id, request.body),
  );

  app.get(
    '/admin/payouts',
    {
      schema: {
        ...shopsArea,
        'x-owned': { shopId: 'public' },
        summary: "Every shop's payouts, newest first: status, shopId, page",
        querystring: adminPayoutListQuerySchema,
        response: { 200: adminPayoutPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { page, limit, status, shopId } = request.query;
      return payouts.listAll({ status, shopId }, pageWindow({ page, limit }), { page, limit });
    },
  );

  app.post(
    '/admin/payouts/:id/retry',
    {
      schema: {
        ...shopsArea,
        'x-owned': { id: 'public' },
        summary:
          'Pays a failed payout again: a new payout of its entries to the shop’s current bank account; 409 unless it is failed; audited',
        params: payoutParamsSchema,
        response: {
          201: adminPayoutSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payouts.retry(request.user, request.params.id)),
  );

  app.get(
    '/admin/earnings/commission-report',
    {
      schema: {
        ...shopsArea,
        summary:
          "The platform's commission from `from` to `to` (days, both included): per shop and per kind, gross, commission, fees, GST on commission, net, and totals; `format=csv`",
        querystring: commissionReportQuerySchema,
        response: { 200: commissionReportSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const report = await earnings.commissionReport(from, to);
      if (format !== 'csv') return report;
      const rows = commissionReportRows(report);
      return sendExport(reply, {
        format: 'csv',
        name: `commission-report-${from}-to-${to}`,
        columns: commissionReportColumns,
        items: rows,
        maxRows: rows.length,
      });
    },
  );
};
