import {
  MAX_INVITEES,
  MEETING_CREDIT_COST,
  REFUND_WINDOW_MS,
  SHOP_JOIN_GRACE_MS,
} from '@vitrine/contracts/meeting-policy';
import { RETURN_WINDOW_DAYS } from '@vitrine/contracts/orders';
import type { PlatformPricing } from '@vitrine/contracts/pricing';
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney } from './support/harness.ts';

/** A server charging figures no page could have written itself. */
const CONFIG = {
  EARNINGS_COMMISSION_MEETING_BPS: '1750',
  EARNINGS_COMMISSION_ORDER_BPS: '900',
  EARNINGS_COMMISSION_STITCHING_BPS: '1100',
  EARNINGS_PROVIDER_FEE_BPS: '250',
  EARNINGS_HOLD_DAYS_MEETING: '3',
  EARNINGS_HOLD_DAYS_ORDER: '8',
  EARNINGS_HOLD_DAYS_STITCHING: '9',
  PAYOUT_MINIMUM_MINOR: '75000',
  PAYOUT_SCHEDULE_INTERVAL_MS: String(12 * 60 * 60 * 1000),
};

const refundWindowHours = REFUND_WINDOW_MS / (60 * 60 * 1000);
const graceMinutes = SHOP_JOIN_GRACE_MS / (60 * 1000);

/** Every figure written in a text: "17.5%", "₹750", "24". */
const figuresIn = (text: string) =>
  [...text.matchAll(/₹?\d+(?:,\d+)*(?:\.\d+)?%?/g)].map((match) => match[0]);

/** The text `locator` shows once it holds `marker` (its figures have arrived). */
async function textOnce(locator: Locator, marker: string): Promise<string> {
  await locator.getByText(marker).first().waitFor();
  return (await locator.textContent()) ?? '';
}

describeJourney(
  'the figures the public pages promise',
  (journey) => {
    it('are the ones the server is configured to charge with', async () => {
      const answer = (await (
        await fetch(`${journey().server.url}/api/v1/settings/pricing`)
      ).json()) as PlatformPricing;
      expect(answer.shops).toEqual({
        commissionBps: { meeting: 1750, order: 900, stitching: 1100 },
        providerFeeBps: 250,
        holdDays: { meeting: 3, order: 8, stitching: 9 },
        payoutMinimum: { amountMinor: 75_000, currency: 'INR' },
        payoutIntervalHours: 12,
      });
      expect(answer.meetings.creditCost).toBe(MEETING_CREDIT_COST);
      const page = await journey().newPage();

      await page.goto('/vendor');
      const costs = page.getByRole('region', { name: 'What it costs' });
      const vendor = await textOnce(costs, 'we keep 17.5%');
      // A meeting earns ₹5 a credit: 30 credits are ₹150, ₹123.75 after 17.5%.
      for (const promise of [
        'Video meetings: we keep 17.5%.',
        `A meeting of ${MEETING_CREDIT_COST} credits earns you ₹150, ₹123.75 after commission.`,
        "Orders: we keep 9%, and the payment provider's fee of 2.5% is deducted.",
        "Stitching: we keep 11%, and the payment provider's fee of 2.5% is deducted.",
        'held 3 days after a meeting is completed, 8 days after an order is delivered and 9 days after a stitching invoice is paid',
        'every 12 hours once they reach ₹750',
      ]) {
        expect(vendor).toContain(promise);
      }
      expect(new Set(figuresIn(vendor))).toEqual(
        new Set([
          '17.5%',
          String(MEETING_CREDIT_COST),
          '₹150',
          '₹123.75',
          '9%',
          '2.5%',
          '11%',
          '3',
          '8',
          '9',
          '12',
          '₹750',
        ]),
      );
      const wholePage = figuresIn(await page.getByRole('main').innerText());
      expect(wholePage.filter((figure) => !figuresIn(vendor).includes(figure))).toEqual([]);

      await page.goto('/pricing');
      const rules = page.getByRole('region', { name: 'How credits work' });
      const pricing = await textOnce(rules, `costs ${MEETING_CREDIT_COST} credits`);
      expect(pricing).toContain(`invite up to ${MAX_INVITEES} people`);
      expect(pricing).toContain(`has not joined ${graceMinutes} minutes after the start`);
      expect(pricing).toContain(`Cancel at least ${refundWindowHours} hours before the start`);
      expect(new Set(figuresIn(pricing))).toEqual(
        new Set([MEETING_CREDIT_COST, MAX_INVITEES, graceMinutes, refundWindowHours].map(String)),
      );

      await page.goto('/refund-policy');
      const policy = await textOnce(page.getByRole('article'), 'Credits used for a meeting');
      expect(policy).toContain(`has not joined it ${graceMinutes} minutes after the start time`);
      expect(policy).toContain(
        `at least ${refundWindowHours} hours before it starts, all its ${MEETING_CREDIT_COST} credits come back`,
      );
      expect(policy).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
      const undated = policy.replace(/Last updated: \d{1,2} \w+ \d{4}/, '');
      expect(new Set(figuresIn(undated))).toEqual(
        new Set(
          [graceMinutes, refundWindowHours, MEETING_CREDIT_COST, RETURN_WINDOW_DAYS].map(String),
        ),
      );
    });
  },
  CONFIG,
);
