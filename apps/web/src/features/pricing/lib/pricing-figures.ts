import type { PlatformPricing } from '@vitrine/contracts/pricing';
import type { MoneyFormat } from '../../../lib/money-format.ts';

/**
 * The server's pricing as the pages write each figure: "20%", "₹500", "24". Pages and policies
 * name figures (`{{refundWindowHours}}` in a policy's Markdown) instead of writing numbers, so
 * nothing they promise can differ from what the server charges.
 */
export function pricingFigures(pricing: PlatformPricing, money: MoneyFormat) {
  const { meetings, shops, orders } = pricing;
  const percent = (bps: number) =>
    new Intl.NumberFormat(money.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      bps / 10_000,
    );
  // Whole amounts as prices are written ("₹500"), others to the paisa ("₹82.50").
  const amount = (amountMinor: number, currency: string) =>
    amountMinor % 100 === 0
      ? money.price({ amountMinor, currency })
      : money.money(amountMinor, currency);
  const meetingEarning = meetings.creditCost * meetings.shopEarningPerCredit.amountMinor;
  const meetingCommission = Math.round((meetingEarning * shops.commissionBps.meeting) / 10_000);
  const hours = shops.payoutIntervalHours;
  return {
    meetingCredits: String(meetings.creditCost),
    refundWindowHours: String(meetings.refundWindowHours),
    shopJoinGraceMinutes: String(meetings.shopJoinGraceMinutes),
    maxInvitees: String(meetings.maxInvitees),
    /** What a shop earns for one meeting, before and after commission. */
    meetingEarning: amount(meetingEarning, meetings.shopEarningPerCredit.currency),
    meetingEarningAfterCommission: amount(
      meetingEarning - meetingCommission,
      meetings.shopEarningPerCredit.currency,
    ),
    meetingCommission: percent(shops.commissionBps.meeting),
    orderCommission: percent(shops.commissionBps.order),
    stitchingCommission: percent(shops.commissionBps.stitching),
    providerFee: percent(shops.providerFeeBps),
    meetingHoldDays: String(shops.holdDays.meeting),
    orderHoldDays: String(shops.holdDays.order),
    stitchingHoldDays: String(shops.holdDays.stitching),
    payoutMinimum: amount(shops.payoutMinimum.amountMinor, shops.payoutMinimum.currency),
    payoutSchedule:
      hours === null
        ? 'when you ask for a payout'
        : hours % 24 === 0
          ? hours === 24
            ? 'every day'
            : `every ${hours / 24} days`
          : hours === 1
            ? 'every hour'
            : `every ${hours} hours`,
    returnWindowDays: String(orders.returnWindowDays),
  };
}

export type PricingFigures = ReturnType<typeof pricingFigures>;
export type PricingFigureName = keyof PricingFigures;
