import type {
  AdminPayout,
  AdminPayoutPage,
  Payout,
  PayoutPage,
  PayoutStatus,
} from '@vitrine/contracts/earnings';
import { z } from 'zod';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { AuditInput } from '../../platform/audit/audit.ts';
import type { Page } from '../../platform/lib/paging.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { EarningsRepository, PayoutRow } from './earnings.repository.ts';
import { maskAccountNumber } from './earnings.service.ts';
import {
  PAYOUT_EVENT_OUTCOMES,
  type PayoutProvider,
  type ProviderPayout,
} from './payout-provider.ts';
import { PAYOUT_SIGNATURE_HEADER } from './payout-signatures.ts';
import { payoutEntitySchema, providerPayoutOf } from './razorpayx-provider.ts';

export const toPayout = (row: PayoutRow & { entryCount: number }): Payout => ({
  id: row.id,
  status: row.status,
  amount: row.amountMinor,
  currency: row.currency,
  entryCount: row.entryCount,
  providerReference: row.providerReference,
  utr: row.utr,
  failureReason: row.failureReason,
  trigger: row.trigger,
  accountNumberMasked: row.accountNumberMasked,
  retryOf: row.retryOf,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

const webhookSchema = z.looseObject({
  event: z.string(),
  payload: z.looseObject({ payout: z.object({ entity: payoutEntitySchema }).optional() }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Payouts: a batch of the shop's payable entries, made in one transaction under the shop's
 * bank-account lock (so concurrent requests queue, and the second finds nothing left), sent to
 * the provider by the outbox with the payout's id as idempotency key, and settled by the
 * provider's webhook. A failed payout's entries become payable again; the next payout takes
 * them and marks the failed one retried.
 */
export function createPayoutsService(deps: {
  repository: EarningsRepository;
  provider: PayoutProvider;
  requireRuns: (userId: string, shopId: string) => Promise<void>;
  minimumMinor: number;
  clock: () => Date;
  /** Writes the staff audit entry in the change's transaction (staff module). */
  audit: (tx: Transaction, input: AuditInput) => Promise<unknown>;
  /** Outbox writes in the payout's transaction. */
  events: {
    queued: (tx: Transaction, payoutId: string) => Promise<void>;
    settled: (tx: Transaction, payoutId: string) => Promise<void>;
  };
}) {
  const { repository, provider, clock } = deps;

  async function detail(row: PayoutRow) {
    return toPayout({ ...row, entryCount: await repository.entryCount(row.id) });
  }

  /** Creates the shop's payout of every payable entry; null when there is nothing to pay. */
  async function createPayout(
    shopId: string,
    trigger: 'request' | 'schedule',
    requestedBy: string | null,
  ): Promise<PayoutRow | null> {
    return repository.transaction(async (tx) => {
      const account = await repository.lockBankAccount(tx, shopId);
      if (!account) {
        if (trigger === 'schedule') return null;
        throw conflict('Add a bank account before asking for a payout.');
      }
      const now = clock();
      const entries = await repository.payableEntries(tx, shopId, now);
      const amount = entries.reduce((total, e) => total + e.netMinor, 0);
      if (amount < deps.minimumMinor) {
        if (trigger === 'schedule') return null;
        throw conflict(
          `Payouts start at ${deps.minimumMinor} paise; ${Math.max(0, amount)} paise is payable now.`,
        );
      }
      const retryOf = await repository.markRetried(tx, shopId, now);
      const payout = await repository.insertPayout(
        tx,
        {
          shopId,
          status: 'queued',
          amountMinor: amount,
          currency: entries[0]!.currency,
          trigger,
          requestedBy,
          accountNumberMasked: maskAccountNumber(account.accountNumber),
          provider: provider.name,
          retryOf,
          createdAt: now,
          updatedAt: now,
        },
        entries.map((e) => e.id),
      );
      await deps.events.queued(tx, payout.id);
      return payout;
    });
  }

  /** Applies the provider's word on a payout (API answer or webhook), once per state change. */
  async function applyProviderState(payoutId: string, state: ProviderPayout) {
    const outcome =
      state.status === 'processed'
        ? 'paid'
        : ['failed', 'rejected', 'reversed', 'cancelled'].includes(state.status)
          ? 'failed'
          : 'processing';
    await repository.transaction(async (tx) => {
      const at = clock();
      await repository.setProviderReference(tx, payoutId, state.id);
      if (outcome === 'processing') {
        await repository.transitionPayout(tx, payoutId, ['queued'], { status: 'processing' }, at);
        return;
      }
      if (outcome === 'paid') {
        const paid = await repository.transitionPayout(
          tx,
          payoutId,
          ['queued', 'processing'],
          { status: 'paid', utr: state.utr, paidAt: at },
          at,
        );
        if (paid) await deps.events.settled(tx, payoutId);
        return;
      }
      // A reversal after a payout was processed takes the money back: its entries are owed again.
      const failed = await repository.transitionPayout(
        tx,
        payoutId,
        state.status === 'reversed' ? ['queued', 'processing', 'paid'] : ['queued', 'processing'],
        { status: 'failed', failureReason: state.failureReason ?? `Payout ${state.status}` },
        at,
      );
      if (!failed) return;
      await repository.releaseEntries(tx, payoutId, at);
      await deps.events.settled(tx, payoutId);
    });
  }

  return {
    createPayout,

    async request(userId: string, shopId: string): Promise<Payout> {
      await deps.requireRuns(userId, shopId);
      const payout = await createPayout(shopId, 'request', userId);
      return detail(payout!);
    },

    async list(
      userId: string,
      shopId: string,
      page: Page,
      paging: { page: number; limit: number },
    ): Promise<PayoutPage> {
      await deps.requireRuns(userId, shopId);
      const { items, total } = await repository.listPayouts(shopId, page);
      return {
        items: items.map(toPayout),
        total,
        page: paging.page,
        limit: paging.limit,
        minimum: deps.minimumMinor,
        currency: 'INR',
      };
    },

    /**
     * The outbox's `payout:queued` handler: the payout goes to the provider once. A repeat (a
     * redelivery, a crash between the call and our write) sends the same idempotency key, and the
     * provider answers the payout it already made.
     */
    async submit(payoutId: string) {
      const payout = await repository.findPayout(payoutId);
      if (!payout || payout.status !== 'queued') return;
      let account = await repository.findBankAccount(payout.shopId);
      if (!account) throw new Error(`payout ${payoutId}: the shop has no bank account`);
      if (!account.providerFundAccountId) {
        const facts = await repository.shopFacts(payout.shopId);
        const ids = await provider.createFundAccount({
          shopId: payout.shopId,
          shopName: facts?.name ?? 'Vitrine shop',
          holderName: account.holderName,
          accountNumber: account.accountNumber,
          ifsc: account.ifsc,
        });
        await repository.saveProviderAccount(payout.shopId, account.accountNumber, ids);
        account = { ...account, providerFundAccountId: ids.fundAccountId };
      }
      const state = await provider.createPayout({
        idempotencyKey: payout.id,
        fundAccountId: account.providerFundAccountId!,
        amountMinor: payout.amountMinor,
        currency: payout.currency,
        referenceId: payout.id,
        narration: 'Vitrine earnings',
      });
      await applyProviderState(payout.id, state);
    },

    /** POST /payouts/webhook: a signed payout event; anything unsigned is refused. */
    async handleWebhook(raw: Buffer, headers: Record<string, string | string[] | undefined>) {
      const signature = headers[PAYOUT_SIGNATURE_HEADER];
      if (
        !provider.isWebhookSignatureValid(
          raw,
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        throw validationFailed('signature', 'does not match the body');
      }
      let parsed;
      try {
        parsed = webhookSchema.safeParse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw validationFailed('body', 'is not JSON');
      }
      if (!parsed.success) throw validationFailed('body', 'is not a payout event');
      const entity = parsed.data.payload.payout?.entity;
      if (!entity || !PAYOUT_EVENT_OUTCOMES[parsed.data.event]) return 'ignored' as const;
      const state = providerPayoutOf(entity);
      const payout =
        state.referenceId && UUID.test(state.referenceId)
          ? await repository.findPayout(state.referenceId)
          : null;
      if (!payout) return 'unknown' as const;
      await applyProviderState(payout.id, state);
      return 'applied' as const;
    },

    /** Staff review: every shop's payouts, newest first, by status and shop. */
    async listAll(
      filters: { status?: PayoutStatus; shopId?: string },
      page: Page,
      paging: { page: number; limit: number },
    ): Promise<AdminPayoutPage> {
      const { items, total } = await repository.listAllPayouts(filters, page);
      return {
        items: items.map((row) => ({
          ...toPayout(row),
          shopId: row.shopId,
          shopName: row.shopName,
        })),
        total,
        page: paging.page,
        limit: paging.limit,
      };
    },

    /**
     * Staff retry a failed payout: a new payout of exactly the entries it gave back, to the shop's
     * bank account as it is now, queued for the provider like any other; the failed one becomes
     * `retried`. Under the shop's bank-account lock and the payout's own, so two retries (or a
     * retry and the shop's own request) pay the entries once: the second finds it retried (409).
     */
    async retry(actor: AuthUser, payoutId: string): Promise<AdminPayout> {
      const found = await repository.findPayout(payoutId);
      if (!found) throw notFound('Payout');
      const row = await repository.transaction(async (tx) => {
        const account = await repository.lockBankAccount(tx, found.shopId);
        const failed = await repository.lockPayout(tx, payoutId);
        if (!failed || failed.status !== 'failed') {
          const status = failed?.status ?? 'gone';
          throw new AppError(
            'CONFLICT',
            `status: the payout is ${status}; only a failed payout can be retried.`,
            [{ field: 'status', message: `is ${status}; only a failed payout can be retried` }],
          );
        }
        if (!account) throw conflict('The shop has no bank account to pay into.');
        const entries = await repository.releasedEntriesOf(tx, payoutId);
        const amount = entries.reduce((total, e) => total + e.netMinor, 0);
        if (entries.length === 0 || amount <= 0) {
          throw conflict(
            'Nothing of this payout is left to pay: its entries are in another payout.',
          );
        }
        const now = clock();
        await repository.transitionPayout(tx, payoutId, ['failed'], { status: 'retried' }, now);
        const payout = await repository.insertPayout(
          tx,
          {
            shopId: failed.shopId,
            status: 'queued',
            amountMinor: amount,
            currency: entries[0]!.currency,
            trigger: 'request',
            requestedBy: actor.id,
            accountNumberMasked: maskAccountNumber(account.accountNumber),
            provider: provider.name,
            retryOf: payoutId,
            createdAt: now,
            updatedAt: now,
          },
          entries.map((e) => e.id),
        );
        await deps.audit(tx, {
          actor: { id: actor.id, name: actor.name, email: actor.email },
          action: 'payouts.retry',
          subject: { type: 'payout', id: payoutId },
          before: { status: 'failed', amount: failed.amountMinor, reason: failed.failureReason },
          after: { status: 'retried', retryPayoutId: payout.id, amount },
        });
        await deps.events.queued(tx, payout.id);
        return payout;
      });
      const facts = await repository.shopFacts(row.shopId);
      return { ...(await detail(row)), shopId: row.shopId, shopName: facts?.name ?? '' };
    },

    /** The scheduled payout: every shop with a bank account and enough payable. */
    async payDueShops() {
      const made: string[] = [];
      for (const shopId of await repository.shopsWithBankAccount()) {
        const payout = await createPayout(shopId, 'schedule', null);
        if (payout) made.push(payout.id);
      }
      return made;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
