import { platformPricingSchema, type PlatformPricing } from '@vitrine/contracts/pricing';

/** GET /settings/pricing as a server with the default configuration answers it. */
export const defaultPricing: PlatformPricing = platformPricingSchema.parse({
  meetings: {
    creditCost: 30,
    refundWindowHours: 24,
    shopJoinGraceMinutes: 15,
    maxInvitees: 2,
    shopEarningPerCredit: { amountMinor: 500, currency: 'INR' },
  },
  shops: {
    commissionBps: { meeting: 2000, order: 1000, stitching: 1200 },
    providerFeeBps: 236,
    holdDays: { meeting: 2, order: 7, stitching: 7 },
    payoutMinimum: { amountMinor: 50_000, currency: 'INR' },
    payoutIntervalHours: 24,
  },
  orders: { returnWindowDays: 7 },
});
