import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopOwnership } from '../catalogue/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { audit } from '../../platform/audit/audit.ts';
import { registerEarningsHandlers } from './earnings.events.ts';
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

export {
  createEarnings,
  earningSplit,
  type EarningRates,
  type Earnings,
} from './earnings-ledger.ts';
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

  registerEarningsHandlers(app, { repository, earnings, payouts });

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
