import {
  CREDIT_VALUE_MINOR_INR,
  MAX_INVITEES,
  MEETING_CREDIT_COST,
  REFUND_WINDOW_MS,
  SHOP_JOIN_GRACE_MS,
} from '@vitrine/contracts/meeting-policy';
import { RETURN_WINDOW_DAYS } from '@vitrine/contracts/orders';
import type { PlatformPricing } from '@vitrine/contracts/pricing';
import type { Config } from '../../platform/config.ts';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * What Vitrine charges and promises, from the very values the server charges with: the
 * earnings configuration the ledger applies (commission, fee, holds, payouts) and the meeting
 * and order rules the services apply (contracts' meeting policy and return window).
 */
export function platformPricing(earnings: Config['earnings']): PlatformPricing {
  return {
    meetings: {
      creditCost: MEETING_CREDIT_COST,
      refundWindowHours: REFUND_WINDOW_MS / HOUR_MS,
      shopJoinGraceMinutes: SHOP_JOIN_GRACE_MS / MINUTE_MS,
      maxInvitees: MAX_INVITEES,
      shopEarningPerCredit: { amountMinor: CREDIT_VALUE_MINOR_INR, currency: 'INR' },
    },
    shops: {
      commissionBps: {
        meeting: earnings.commissionBps.meeting,
        order: earnings.commissionBps.order,
        stitching: earnings.commissionBps.stitching_invoice,
      },
      providerFeeBps: earnings.providerFeeBps,
      holdDays: {
        meeting: earnings.holdDays.meeting,
        order: earnings.holdDays.order,
        stitching: earnings.holdDays.stitching_invoice,
      },
      payoutMinimum: { amountMinor: earnings.payoutMinimumMinor, currency: 'INR' },
      payoutIntervalHours:
        earnings.payoutScheduleIntervalMs > 0
          ? Math.max(1, Math.round(earnings.payoutScheduleIntervalMs / HOUR_MS))
          : null,
    },
    orders: { returnWindowDays: RETURN_WINDOW_DAYS },
  };
}
