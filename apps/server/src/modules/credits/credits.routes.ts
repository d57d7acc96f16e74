import {
  creditEntryKindLabels,
  creditPlanListQuerySchema,
  creditPlanPageSchema,
  usedCreditsPageSchema,
  usedCreditsQuerySchema,
  userCreditsQuerySchema,
  userCreditsSchema,
  type CreditLedgerEntry,
  type CreditPlan,
  type UsedCredit,
} from '@vitrine/contracts/credits';
import { errorBodySchema } from '@vitrine/contracts/errors';
import { findCurrency } from '@vitrine/contracts/money-words';
import { shiftMinorUnits } from '@vitrine/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEncodedOnce } from '../../platform/http/encoded-once.ts';
import { sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import type { CreditsService } from './credits.service.ts';

const referenceText = (reference: { type: string; id: string } | null) =>
  reference ? `${reference.type}:${reference.id}` : null;

const ledgerColumns: ExportColumn<CreditLedgerEntry>[] = [
  { header: 'Date', value: (e) => e.createdAt },
  { header: 'Type', value: (e) => creditEntryKindLabels[e.kind] },
  { header: 'Credits', value: (e) => e.delta },
  { header: 'Balance after', value: (e) => e.balanceAfter },
  { header: 'Description', value: (e) => e.description },
  { header: 'Expires', value: (e) => e.expiresAt },
  { header: 'Reference', value: (e) => referenceText(e.reference) },
];

const usedColumns: ExportColumn<UsedCredit>[] = [
  { header: 'Date', value: (e) => e.createdAt },
  { header: 'Type', value: (e) => creditEntryKindLabels[e.kind] },
  { header: 'Credits used', value: (e) => e.credits },
  { header: 'For', value: (e) => e.description },
  { header: 'Reference', value: (e) => referenceText(e.reference) },
];

const planColumns: ExportColumn<CreditPlan>[] = [
  { header: 'Plan', value: (p) => p.name },
  { header: 'Credits', value: (p) => p.credits },
  {
    header: 'Price',
    value: (p) => shiftMinorUnits(p.priceMinor, findCurrency(p.currency)?.minorUnitDigits ?? 2),
  },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Valid for (days)', value: (p) => p.validityDays },
  { header: 'Most popular', value: (p) => p.popular },
  { header: 'Description', value: (p) => p.description },
];

export const creditsRoutes: FastifyPluginAsyncZod<{ creditsService: CreditsService }> = async (
  app,
  { creditsService },
) => {
  app.get(
    '/plans/credits',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['credits'],
        summary: 'Credit plans on sale, cheapest first within display order; `download` for a file',
        querystring: creditPlanListQuerySchema,
        response: { 200: creditPlanPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return creditsService.listPlans(query);
      const { maxRows } = app.config.downloads;
      const items = await creditsService.listAllPlans(query.searchKey, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'credit-plans',
        columns: planColumns,
        items,
      });
    },
  );

  const sendCredits = createEncodedOnce<object>(userCreditsSchema);
  app.get(
    '/user/credits',
    {
      schema: {
        'x-roles': ['customer'],
        tags: ['credits'],
        summary: 'The balance, credits expiring soon and the credit history (newest first)',
        querystring: userCreditsQuerySchema,
        response: { 200: userCreditsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      // A remembered summary is the same object until it changes: its text is made once.
      if (!download)
        return sendCredits(reply, await creditsService.getUserCredits(request.user.id, query));
      const { maxRows } = app.config.downloads;
      const items = await creditsService.listAllEntries(request.user.id, query.kind, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'credit-history',
        columns: ledgerColumns,
        items,
      });
    },
  );

  app.get(
    '/user/used-credits',
    {
      schema: {
        'x-roles': ['customer'],
        tags: ['credits'],
        summary: 'Credits spent and what they paid for (newest first)',
        querystring: usedCreditsQuerySchema,
        response: { 200: usedCreditsPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return creditsService.getUsedCredits(request.user.id, query);
      const { maxRows } = app.config.downloads;
      const items = await creditsService.listAllUsedCredits(request.user.id, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'used-credits',
        columns: usedColumns,
        items,
      });
    },
  );
};
