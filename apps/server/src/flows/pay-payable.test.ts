import { describe, expect, it } from 'vitest';
import type { Transaction } from '../platform/db/transaction.ts';
import type { Amount, Payable, PaymentPurpose } from '../modules/payments/index.ts';
import { createPayPayable, type Payables } from './pay-payable.ts';

const tx = { opaque: 'tx' } as unknown as Transaction;
const at = new Date('2030-01-01T00:00:00.000Z');

/**
 * The payments flow over stand-ins of the payables' owners, each step written to `steps`: which
 * owner is asked, in which order, and whether it settles are the flow's own rules.
 */
function setUp(due: Partial<Record<PaymentPurpose, Amount | null>>) {
  const steps: string[] = [];
  const owner = (purpose: PaymentPurpose): Payable => ({
    amountDue: async (q, subjectId) => {
      expect(q).toBe(tx);
      steps.push(`${purpose}: amount due of ${subjectId}`);
      return due[purpose] ?? null;
    },
    link: (subjectId) => `/${purpose}/${subjectId}`,
    settle: async (q, payment) => {
      expect(q).toBe(tx);
      steps.push(`${purpose}: settle ${payment.subjectId} for ${payment.amountMinor}`);
    },
    refunded: async (_q, payment) => {
      steps.push(`${purpose}: refunded ${payment.subjectId} (${payment.refundId})`);
    },
    failed: async (_q, payment) => {
      steps.push(`${purpose}: failed ${payment.subjectId} (${payment.reason})`);
    },
  });
  const payables: Payables = {
    credit_plan: owner('credit_plan'),
    order: owner('order'),
    stitching_invoice: owner('stitching_invoice'),
    checkout: owner('checkout'),
  };
  const pay = createPayPayable(payables);
  const payment = (
    purpose: PaymentPurpose,
    paid: Amount,
    options: { voidedAt?: Date | null } = {},
  ) => ({
    purpose,
    paymentOrderId: 'p1',
    subjectId: 's1',
    userId: 'u1',
    ...paid,
    voidedAt: options.voidedAt ?? null,
    at,
  });
  return { steps, pay, payment, owner };
}

describe('paying a payable (flows/pay-payable.ts)', () => {
  it('asks the owner what is due, then has it settle a payment of exactly that', async () => {
    const { steps, pay, payment } = setUp({ order: { amountMinor: 125_000, currency: 'INR' } });
    const outcome = await pay.settle(
      tx,
      payment('order', { amountMinor: 125_000, currency: 'inr' }),
    );
    expect(outcome).toEqual({ settled: true });
    expect(steps).toEqual(['order: amount due of s1', 'order: settle s1 for 125000']);
  });

  it('never pays a stale price: a stitching invoice revised since its checkout is refused', async () => {
    // Checked out at 1,000.00; the shop revised the price to 1,200.00 and the customer approved.
    const { steps, pay, payment } = setUp({
      stitching_invoice: { amountMinor: 120_000, currency: 'INR' },
    });
    const outcome = await pay.settle(
      tx,
      payment('stitching_invoice', { amountMinor: 100_000, currency: 'INR' }),
    );
    expect(outcome).toEqual({
      settled: false,
      reason: 'amount_changed',
      due: { amountMinor: 120_000, currency: 'INR' },
      link: '/stitching_invoice/s1',
    });
    expect(steps).toEqual(['stitching_invoice: amount due of s1']);
  });

  it('refuses a payment in another currency, for a subject no longer payable, or on a replaced checkout', async () => {
    const { steps, pay, payment } = setUp({ order: { amountMinor: 5_000, currency: 'USD' } });
    const inr = { amountMinor: 5_000, currency: 'INR' };
    expect(await pay.settle(tx, payment('order', inr))).toMatchObject({
      settled: false,
      reason: 'amount_changed',
    });
    expect(await pay.settle(tx, payment('stitching_invoice', inr))).toMatchObject({
      settled: false,
      reason: 'not_payable',
      due: null,
    });
    expect(
      await pay.settle(
        tx,
        payment('order', { amountMinor: 5_000, currency: 'USD' }, { voidedAt: at }),
      ),
    ).toMatchObject({ settled: false, reason: 'superseded' });
    expect(steps.some((step) => step.includes('settle'))).toBe(false);
  });

  it('settles a credit purchase through the same steps, and hands each refund to its owner', async () => {
    const { steps, pay, payment } = setUp({
      credit_plan: { amountMinor: 49_900, currency: 'INR' },
    });
    await pay.settle(tx, payment('credit_plan', { amountMinor: 49_900, currency: 'INR' }));
    await pay.refunded(tx, {
      ...payment('order', { amountMinor: 1, currency: 'INR' }),
      refundId: 'r1',
      part: null,
    });
    expect(steps).toEqual([
      'credit_plan: amount due of s1',
      'credit_plan: settle s1 for 49900',
      'order: refunded s1 (r1)',
    ]);
  });

  it('hands a failed payment to its owner', async () => {
    const { steps, owner } = setUp({});
    const pay = createPayPayable({
      credit_plan: owner('credit_plan'),
      order: owner('order'),
      stitching_invoice: owner('stitching_invoice'),
      checkout: owner('checkout'),
    });
    await pay.failed(tx, { purpose: 'checkout', subjectId: 'c1', reason: 'declined' });
    await pay.failed(tx, { purpose: 'order', subjectId: 'o1', reason: 'declined' });
    expect(steps).toEqual(['checkout: failed c1 (declined)', 'order: failed o1 (declined)']);
  });
});
