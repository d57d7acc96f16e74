/**
 * Answers of the credits and payments API for the web tests, checked against the contracts'
 * schemas so a test can never stub a shape the server would not send. Plans are the demo
 * price list the server seeds.
 */
import {
  creditPlanPageSchema,
  creditPlanSchema,
  userCreditsSchema,
  usedCreditsPageSchema,
  type CreditLedgerEntry,
  type CreditPlan,
} from '@vitrine/contracts/credits';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import {
  creditOrderSchema,
  creditReceiptSchema,
  type CreditOrder,
  type CreditReceipt,
} from '@vitrine/contracts/payments';

export const starterPlan: CreditPlan = creditPlanSchema.parse({
  id: '6a1f1c1e-8f0e-4d39-9a0c-2f3b4c5d6e01',
  name: 'Starter',
  description: 'Two meetings: compare two boutiques before you decide.',
  credits: 60,
  priceMinor: 49_900,
  currency: 'INR',
  validityDays: 90,
  popular: false,
});

export const explorerPlan: CreditPlan = creditPlanSchema.parse({
  id: '6a1f1c1e-8f0e-4d39-9a0c-2f3b4c5d6e02',
  name: 'Explorer',
  description: 'Five meetings for a wedding wardrobe or a season of shopping.',
  credits: 150,
  priceMinor: 99_900,
  currency: 'INR',
  validityDays: 180,
  popular: true,
});

export const planPage = (items: CreditPlan[] = [starterPlan, explorerPlan]) =>
  creditPlanPageSchema.parse({ items, total: items.length, page: 1, limit: 100 });

export const sandboxOrder = (plan: CreditPlan = starterPlan, orderId = 'order_Sandbox000001') =>
  creditOrderSchema.parse({
    orderId,
    amount: plan.priceMinor,
    currency: plan.currency,
    keyId: 'rzp_test_vitrine_sandbox',
    provider: 'sandbox',
    checkoutUrl: `/pay/sandbox/checkout/${orderId}`,
    name: 'Vitrine',
    description: `${plan.name} plan: ${plan.credits} credits`,
    credits: plan.credits,
    prefill: { name: 'Kavya Iyer', email: 'kavya@example.com' },
  });

export const razorpayOrder = (plan: CreditPlan = starterPlan): CreditOrder => ({
  ...sandboxOrder(plan, 'order_Razorpay00001'),
  keyId: 'rzp_test_key',
  provider: 'razorpay',
  checkoutUrl: null,
});

export const checkoutFields = (orderId = 'order_Sandbox000001') => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: 'pay_Sandbox0000001',
  razorpay_signature: 'a'.repeat(64),
});

export function receipt(
  status: CreditReceipt['order']['status'],
  {
    plan = starterPlan,
    orderId = 'order_Sandbox000001',
    balance = 90,
    paidAt = '2026-11-22T06:12:21.000Z',
  }: { plan?: CreditPlan; orderId?: string; balance?: number; paidAt?: string } = {},
): CreditReceipt {
  const paid = status === 'paid';
  return creditReceiptSchema.parse({
    order: {
      id: '0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11',
      orderId,
      provider: 'sandbox',
      status,
      paymentId: paid ? 'pay_Sandbox0000001' : null,
      failureReason:
        status === 'failed'
          ? 'Your card was declined by the bank (sandbox test card 4000 0000 0000 0002). No money was taken; try another card.'
          : null,
      createdAt: '2026-11-22T06:10:00.000Z',
    },
    plan: {
      id: plan.id,
      name: plan.name,
      credits: plan.credits,
      validityDays: plan.validityDays,
    },
    amount: plan.priceMinor,
    currency: plan.currency,
    amountInWords: minorUnitsInWords(plan.priceMinor, plan.currency),
    paidAt: paid ? paidAt : null,
    creditsExpireAt: paid ? '2027-02-20T06:12:21.000Z' : null,
    balance,
  });
}

export const purchaseEntry = (id: number, balanceAfter: number): CreditLedgerEntry => ({
  id,
  kind: 'purchase',
  delta: 60,
  balanceAfter,
  description: 'Starter plan: 60 credits',
  reference: { type: 'payment_order', id: '0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11' },
  expiresAt: '2027-02-20T06:12:21.000Z',
  createdAt: '2026-11-22T06:12:21.000Z',
});

export const meetingEntry = (id: number, balanceAfter: number): CreditLedgerEntry => ({
  id,
  kind: 'meeting_debit',
  delta: -30,
  balanceAfter,
  description: 'Video meeting with Noor Couture',
  reference: { type: 'booking', id: 'b-1' },
  expiresAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
});

export const userCredits = ({
  items = [meetingEntry(2, 30), purchaseEntry(1, 60)],
  total = items.length,
  page = 1,
  balance = 30,
  expiring = { credits: 30, nextExpiresAt: '2026-12-10T00:00:00.000Z' as string | null },
}: {
  items?: CreditLedgerEntry[];
  total?: number;
  page?: number;
  balance?: number;
  expiring?: { credits: number; nextExpiresAt: string | null };
} = {}) =>
  userCreditsSchema.parse({
    items,
    total,
    page,
    limit: 10,
    balance,
    expiringSoon: {
      credits: expiring.credits,
      withinDays: 30,
      ...{ nextExpiresAt: expiring.nextExpiresAt },
    },
  });

export const usedCredits = ({ totalUsed = 30 }: { totalUsed?: number } = {}) =>
  usedCreditsPageSchema.parse({
    items:
      totalUsed > 0
        ? [
            {
              id: 2,
              kind: 'meeting_debit',
              credits: 30,
              description: 'Video meeting with Noor Couture',
              reference: { type: 'booking', id: 'b-1' },
              createdAt: '2026-11-23T10:00:00.000Z',
            },
          ]
        : [],
    total: totalUsed > 0 ? 1 : 0,
    page: 1,
    limit: 10,
    totalUsed,
  });
