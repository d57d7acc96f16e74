import { z } from 'zod';

const count = z.number().int().min(0);
const money = z.object({ amountMinor: count, currency: z.string() });
const perKind = z.object({ meeting: count, order: count, stitching: count });

/**
 * GET /settings/pricing: what Vitrine charges and promises, as the running server charges it.
 * The pages that state prices, commission, holding periods or refund windows (/vendor,
 * /pricing, the policies) read them here, never from numbers of their own.
 */
export const platformPricingSchema = z.object({
  meetings: z.object({
    /** Credits one video meeting costs, debited when it is booked. */
    creditCost: count,
    /** A customer's cancellation at least this long before the start refunds every credit. */
    refundWindowHours: count,
    /** A meeting the shop has not joined this long after its start is cancelled and refunded. */
    shopJoinGraceMinutes: count,
    /** People a booker may invite besides themself. */
    maxInvitees: count,
    /** What the shop earns per credit of a completed meeting, before commission. */
    shopEarningPerCredit: money,
  }),
  shops: z.object({
    /** The platform's commission per kind of earning, in basis points (2000 = 20%). */
    commissionBps: perKind,
    /** The payment provider's fee, in basis points, on orders and stitching (not meetings). */
    providerFeeBps: count,
    /** Days an earning is held before it is payable: after the meeting, the delivery, the payment. */
    holdDays: perKind,
    /** The smallest payout. */
    payoutMinimum: money,
    /** How often payable balances at or above the minimum are paid out unasked; null: never. */
    payoutIntervalHours: count.nullable(),
  }),
  orders: z.object({
    /** Days after delivery a customer may ask to return an order. */
    returnWindowDays: count,
  }),
});
export type PlatformPricing = z.infer<typeof platformPricingSchema>;
