import { CREDIT_VALUE_MINOR_INR } from '@vitrine/contracts/meeting-policy';
import type { EarningCause } from '@vitrine/contracts/earnings';
import type { EarningsConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { createEarningsRepository, type EarningRow } from './earnings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `amount × bps / 10000`, rounded half away from zero: integer paise in, integer paise out. */
export const ofRate = (amountMinor: number, bps: number) =>
  Math.sign(amountMinor) * Math.round((Math.abs(amountMinor) * bps) / 10_000);

/** What a shop keeps of an amount: the platform's commission and the provider's fee come off. */
export type EarningRates = { commissionBps: number; feeBps: number };

/**
 * The one split of a gross amount into commission, fee and the shop's net: each rate of the
 * gross, rounded on its own, and the net is what remains, so the three add up exactly.
 */
export function earningSplit(grossMinor: number, rates: EarningRates) {
  const commissionMinor = ofRate(grossMinor, rates.commissionBps);
  const feeMinor = ofRate(grossMinor, rates.feeBps);
  return { commissionMinor, feeMinor, netMinor: grossMinor - commissionMinor - feeMinor };
}

type Cause = {
  shopId: string;
  sourceId: string;
  grossMinor: number;
  currency: string;
  at: Date;
  description: string;
};

/**
 * The one way anything writes a shop's earnings, inside the transaction of what caused them
 * (a meeting completed, an order delivered, an invoice paid, a refund or return). Each cause
 * earns once (`(kind, source_id)` is unique: a repeat writes nothing and answers null), keeps
 * the commission rate and fee it used, and is held until its release date. A reversal is the
 * exact negative of its entry, written once.
 */
export function createEarnings(
  db: Database,
  config: Pick<EarningsConfig, 'commissionBps' | 'providerFeeBps' | 'holdDays'>,
) {
  const repository = createEarningsRepository(db);

  /** The shop's commission rate for this kind (its override, else the default) and the fee. */
  async function ratesOf(
    tx: Transaction | Database,
    shopId: string,
    kind: EarningCause,
  ): Promise<EarningRates> {
    const commissionBps =
      (await repository.commissionOverride(tx, shopId, kind)) ?? config.commissionBps[kind];
    // Meetings were paid for with credits: the provider's fee was on the credit purchase.
    const feeBps = kind === 'meeting' ? 0 : config.providerFeeBps;
    return { commissionBps, feeBps };
  }

  async function earn(
    tx: Transaction,
    kind: EarningCause,
    cause: Cause,
  ): Promise<EarningRow | null> {
    if (!Number.isSafeInteger(cause.grossMinor) || cause.grossMinor < 0) {
      throw new RangeError(`An earning is a whole, non-negative amount, not ${cause.grossMinor}`);
    }
    const { commissionBps, feeBps } = await ratesOf(tx, cause.shopId, kind);
    const { commissionMinor, feeMinor, netMinor } = earningSplit(cause.grossMinor, {
      commissionBps,
      feeBps,
    });
    return repository.insertEntry(tx, {
      shopId: cause.shopId,
      kind,
      sourceId: cause.sourceId,
      description: cause.description,
      grossMinor: cause.grossMinor,
      commissionBps,
      commissionMinor,
      feeBps,
      feeMinor,
      netMinor,
      currency: cause.currency,
      occurredAt: cause.at,
      releaseAt: new Date(cause.at.getTime() + config.holdDays[kind] * DAY_MS),
    });
  }

  return {
    /** The rates an order of this shop would earn at now (a checkout's quote). */
    orderRates: (shopId: string) => ratesOf(db, shopId, 'order'),

    /** A completed meeting earns the INR value of its credits, less commission. */
    meetingCompleted: (
      tx: Transaction,
      input: { bookingId: string; shopId: string; credits: number; at: Date; description: string },
    ) =>
      earn(tx, 'meeting', {
        shopId: input.shopId,
        sourceId: input.bookingId,
        grossMinor: input.credits * CREDIT_VALUE_MINOR_INR,
        currency: 'INR',
        at: input.at,
        description: input.description,
      }),

    /** A delivered order earns its total, less commission and the provider's fee. */
    orderDelivered: (
      tx: Transaction,
      input: {
        orderId: string;
        shopId: string;
        totalMinor: number;
        currency: string;
        at: Date;
        number: string;
      },
    ) =>
      earn(tx, 'order', {
        shopId: input.shopId,
        sourceId: input.orderId,
        grossMinor: input.totalMinor,
        currency: input.currency,
        at: input.at,
        description: `Order ${input.number}`,
      }),

    /** A paid stitching invoice earns its price, less commission and the provider's fee. */
    invoicePaid: (
      tx: Transaction,
      input: {
        invoiceId: string;
        shopId: string;
        priceMinor: number;
        currency: string;
        at: Date;
        number: string;
      },
    ) =>
      earn(tx, 'stitching_invoice', {
        shopId: input.shopId,
        sourceId: input.invoiceId,
        grossMinor: input.priceMinor,
        currency: input.currency,
        at: input.at,
        description: `Stitching invoice ${input.number}`,
      }),

    /**
     * A refund or return takes back exactly what its cause earned: a negative entry referencing
     * it, once. An entry still on hold is reversed with its release date, so the two become
     * payable together and cancel out; a released one is reversed at once. Nothing earned: null.
     */
    async reverse(
      tx: Transaction,
      input: { kind: EarningCause; sourceId: string; at: Date; reason: string },
    ): Promise<EarningRow | null> {
      const entry = await repository.findEntryByCause(tx, input.kind, input.sourceId);
      if (!entry) return null;
      return repository.insertEntry(tx, {
        shopId: entry.shopId,
        kind: 'reversal',
        sourceId: entry.id,
        reversesId: entry.id,
        description: `${input.reason}: ${entry.description}`,
        grossMinor: -entry.grossMinor,
        commissionBps: entry.commissionBps,
        commissionMinor: -entry.commissionMinor,
        feeBps: entry.feeBps,
        feeMinor: -entry.feeMinor,
        netMinor: -entry.netMinor,
        currency: entry.currency,
        occurredAt: input.at,
        releaseAt: entry.releaseAt > input.at ? entry.releaseAt : input.at,
      });
    },
  };
}

export type Earnings = ReturnType<typeof createEarnings>;
