import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopOwnership } from '../catalogue/index.ts';
import { layoutMail, messageIdFor } from '../../platform/mail/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { audit } from '../../platform/audit/audit.ts';
import { findStaffIdsWithArea } from '../users/index.ts';
import { createEarningsRepository } from './earnings.repository.ts';
import { earningsRoutes, payoutWebhookRoutes } from './earnings.routes.ts';
import { createEarningsService, monthRange } from './earnings.service.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createPayoutsService, type PayoutsService } from './payouts.service.ts';
import { createRazorpayXProvider } from './razorpayx-provider.ts';
import { staffEarningsRoutes } from './staff-earnings.routes.ts';
import {
  createSandboxPayoutProvider,
  type SandboxPayoutProvider,
} from './sandbox-payout-provider.ts';
import { formatInr, monthName, statementPdf } from './statement-pdf.ts';

export { createEarnings, type Earnings } from './earnings-ledger.ts';
export { SANDBOX_FAILING_ACCOUNT_SUFFIX } from './sandbox-payout-provider.ts';
export type { PayoutProvider } from './payout-provider.ts';

const WEBHOOK_URL = '/api/v1/payouts/webhook';
/** How often the month-start statement job looks (it mails each shop's statement once). */
const STATEMENT_CHECK_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests drive the schedule and wait for the sandbox's webhooks. */
    earnings: {
      payouts: PayoutsService;
      mailStatements: () => Promise<number>;
      sandboxSettled: () => Promise<void>;
    };
  }
}

/** The previous month of `now`, `yyyy-mm` (UTC). */
const previousMonth = (now: Date) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Shop earnings and payouts (issue 17): the ledger's API for the console (balances, list,
 * download, monthly statement), bank accounts, payouts through RazorpayX or the sandbox with
 * their webhook, the scheduled payout and the month-start statement mail. The ledger itself is
 * written by the causing modules through `createEarnings(db, config)`, in their transactions.
 * Registered at the root (fastify-plugin: `app.earnings`) after orders and stitching.
 */
export type EarningsOptions = {
  ownership: ShopOwnership;
  clock?: () => Date;
  /** Tests hand in a RazorpayX adapter pointed at their stand-in. */
  provider?: PayoutProvider;
};

export const earningsModule = fp(async (app: FastifyInstance, options: EarningsOptions) => {
  const db = app.database.db;
  const clock = options.clock ?? (() => new Date());
  const config = app.config.earnings;
  const log = app.log.child({ module: 'earnings' });
  const repository = createEarningsRepository(db);

  let sandbox: SandboxPayoutProvider | undefined;
  let provider: PayoutProvider;
  if (options.provider) provider = options.provider;
  else if (config.payoutProvider.name === 'razorpayx') {
    provider = createRazorpayXProvider(config.payoutProvider);
  } else {
    sandbox = createSandboxPayoutProvider({
      authSecret: app.config.authSecret,
      clock,
      log,
      // Through the whole HTTP pipeline, as RazorpayX would call us.
      sendWebhook: async ({ body, headers }) => {
        const response = await app.inject({ method: 'POST', url: WEBHOOK_URL, headers, body });
        return { statusCode: response.statusCode };
      },
    });
    provider = sandbox;
  }

  const earnings = createEarningsService({
    repository,
    ownership: options.ownership,
    config,
    clock,
    audit,
  });
  const payouts = createPayoutsService({
    repository,
    provider,
    requireRuns: earnings.requireRuns,
    minimumMinor: config.payoutMinimumMinor,
    clock,
    audit,
    events: {
      queued: async (tx, payoutId) => void (await enqueue(tx, 'payout:queued', { payoutId })),
      settled: async (tx, payoutId) => void (await enqueue(tx, 'payout:settled', { payoutId })),
    },
  });

  // A payout is seen by its shop's people and by the staff who look after shops.
  app.live.registerAudience('payout', async (id) => {
    const members = await repository.payoutShopMembers(id);
    return members && [...members, ...(await findStaffIdsWithArea(db, 'shops'))];
  });

  app.outbox.registerHandler('payout:queued', (event) => payouts.submit(event.payload.payoutId));

  const { publicUrl } = app.config;
  app.outbox.registerHandler('payout:settled', async (event) => {
    const payout = await repository.findPayout(event.payload.payoutId);
    const facts = payout && (await repository.shopFacts(payout.shopId));
    if (!payout || !facts) return;
    const paid = payout.status === 'paid';
    for (const member of facts.members) {
      const { text, html } = layoutMail({
        heading: `Hello ${member.name},`,
        blocks: [
          {
            paragraph: paid
              ? `${formatInr(payout.amountMinor)} was paid to ${facts.name}'s bank account.`
              : `The payout of ${formatInr(payout.amountMinor)} to ${facts.name}'s bank account failed: ${payout.failureReason ?? 'the bank refused it'}. Its earnings are payable again; check the bank account and ask for a payout.`,
          },
          {
            rows: [
              ['Account', payout.accountNumberMasked],
              ['Reference', payout.utr ?? payout.providerReference ?? payout.id],
            ],
          },
          { button: { label: 'See your payouts', url: `${publicUrl}/vendor/payouts` } },
        ],
        footer: `Sent to ${member.email} because you run ${facts.name} on Vitrine.`,
      });
      await app.mailer.send({
        to: member.email,
        subject: paid ? 'Your Vitrine payout was paid' : 'Your Vitrine payout failed',
        text,
        html,
        messageId: messageIdFor(event.id, `${event.type}.${member.email}`, publicUrl),
      });
    }
  });

  app.outbox.registerHandler('earnings:statement-due', async (event) => {
    const { shopId, month } = event.payload;
    const statement = await earnings.statement(null, shopId, month).catch(() => null);
    const facts = await repository.shopFacts(shopId);
    if (!statement || !facts) return;
    const pdf = (await statementPdf(statement)).toString('base64');
    for (const member of facts.members) {
      const { text, html } = layoutMail({
        heading: `Hello ${member.name},`,
        blocks: [
          { paragraph: `${facts.name}'s statement for ${monthName(month)} is attached.` },
          {
            rows: [
              ['Net earnings', formatInr(statement.net)],
              ['Commission', formatInr(statement.commission)],
              ['GST on commission', formatInr(statement.gstOnCommission)],
              ['Payouts paid', formatInr(statement.payoutsPaid)],
            ],
          },
          { button: { label: 'See your earnings', url: `${publicUrl}/vendor/earnings` } },
        ],
        footer: `Sent to ${member.email} because you run ${facts.name} on Vitrine.`,
      });
      await app.mailer.send({
        to: member.email,
        subject: `Your Vitrine statement for ${monthName(month)}`,
        text,
        html,
        attachments: [
          {
            filename: `vitrine-statement-${month}.pdf`,
            contentType: 'application/pdf',
            content: pdf,
            encoding: 'base64',
          },
        ],
        messageId: messageIdFor(event.id, `${event.type}.${member.email}`, publicUrl),
      });
    }
  });

  /** Claims last month's statement of every active shop once and queues its mail. */
  async function mailStatements() {
    const month = previousMonth(clock());
    const { from, until } = monthRange(month);
    let queued = 0;
    for (const shopId of await repository.shopsActiveIn(from, until)) {
      await repository.transaction(async (tx) => {
        if (!(await repository.claimStatementMail(tx, shopId, month))) return;
        await enqueue(tx, 'earnings:statement-due', { shopId, month });
        queued += 1;
      });
    }
    return queued;
  }

  app.decorate('earnings', {
    payouts,
    mailStatements,
    sandboxSettled: async () => sandbox?.settled(),
  });

  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> = Promise.resolve();
  const every = (ms: number, what: string, work: () => Promise<unknown>) => {
    if (ms <= 0) return;
    const timer = setInterval(() => {
      running = running
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    every(config.payoutScheduleIntervalMs, 'scheduled payout', () => payouts.payDueShops());
    every(STATEMENT_CHECK_MS, 'statement mail', mailStatements);
  });
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await running;
    await sandbox?.settled();
  });

  await app.register(
    async (api) => {
      await api.register(earningsRoutes, { earnings, payouts });
      await api.register(staffEarningsRoutes, { earnings, payouts });
      await api.register(payoutWebhookRoutes, { payouts });
    },
    { prefix: '/api/v1' },
  );
});
