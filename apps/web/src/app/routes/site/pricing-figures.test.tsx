import { platformPricingSchema, type PlatformPricing } from '@vitrine/contracts/pricing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planPage } from '../../../features/credits/credits-test-data.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedOutVisitor } from '../../../test/render-app.tsx';
import { RefundPolicyRoute } from '../legal/refund-policy.tsx';
import { ShippingAndReturnPolicyRoute } from '../legal/shipping-and-return-policy.tsx';
import { TermsAndConditionsRoute } from '../legal/terms-and-conditions.tsx';
import { VendorHomeRoute } from '../vendor/vendor-home.tsx';
import { PricingRoute } from './pricing.tsx';

afterEach(() => vi.restoreAllMocks());

/**
 * A server configured with figures no page could have written itself: every figure the pages
 * show must be one of these, and each promise must carry the right one.
 */
const server: PlatformPricing = platformPricingSchema.parse({
  meetings: {
    creditCost: 25,
    refundWindowHours: 36,
    shopJoinGraceMinutes: 20,
    maxInvitees: 3,
    shopEarningPerCredit: { amountMinor: 400, currency: 'INR' },
  },
  shops: {
    commissionBps: { meeting: 1750, order: 900, stitching: 1100 },
    providerFeeBps: 250,
    holdDays: { meeting: 3, order: 8, stitching: 9 },
    payoutMinimum: { amountMinor: 75_000, currency: 'INR' },
    payoutIntervalHours: 12,
  },
  orders: { returnWindowDays: 10 },
});

const stubServer = () =>
  stubFetch({
    'GET /api/v1/settings/pricing': () => json(server),
    'GET /api/v1/plans/credits': () => json(planPage()),
  });

/** Every figure written in `text`: "17.5%", "₹8,250", "36", "2026" (dates are left to the caller). */
const figuresIn = (text: string) =>
  [...text.matchAll(/₹?\d+(?:,\d+)*(?:\.\d+)?%?/g)].map((match) => match[0]);

/** The words a page shows (its styles left out). */
const shownText = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  for (const style of copy.querySelectorAll('style, script')) style.remove();
  return copy.textContent ?? '';
};

describe('every figure a page promises is the server’s', () => {
  it('/vendor: commission per kind, the provider’s fee, holding periods and payouts', async () => {
    stubServer();
    const { container } = renderScreen(<VendorHomeRoute />, { path: '/vendor' });

    const costs = await screen.findByRole('region', { name: 'What it costs' });
    await within(costs).findByText(/we keep 17\.5%/);
    const text = costs.textContent ?? '';
    expect(text).toContain('Video meetings: we keep 17.5%.');
    // 25 credits × ₹4 = ₹100, less 17.5%.
    expect(text).toContain('A meeting of 25 credits earns you ₹100, ₹82.50 after commission.');
    expect(text).toContain("Orders: we keep 9%, and the payment provider's fee of 2.5%");
    expect(text).toContain("Stitching: we keep 11%, and the payment provider's fee of 2.5%");
    expect(text).toContain(
      'held 3 days after a meeting is completed, 8 days after an order is delivered and 9 days after a stitching invoice is paid',
    );
    expect(text).toContain('every 12 hours once they reach ₹750');
    expect(new Set(figuresIn(text))).toEqual(
      new Set(['17.5%', '25', '₹100', '₹82.50', '9%', '2.5%', '11%', '3', '8', '9', '12', '₹750']),
    );
    // Nothing else on the page names a figure of its own.
    const elsewhere = figuresIn(shownText(container)).filter(
      (figure) => !figuresIn(text).includes(figure),
    );
    expect(elsewhere).toEqual([]);
  });

  it('/pricing: a meeting’s credits, the cancellation window and the shop’s grace period', async () => {
    stubServer();
    renderScreen(<PricingRoute />, { path: '/pricing', auth: signedOutVisitor });

    const rules = await screen.findByRole('region', { name: 'How credits work' });
    await within(rules).findByText(/costs/);
    const text = rules.textContent ?? '';
    expect(text).toContain('A video meeting with a shop costs 25 credits');
    expect(text).toContain('invite up to 3 people');
    expect(text).toContain('has not joined 20 minutes after the start');
    expect(text).toContain('Cancel at least 36 hours before the start');
    expect(new Set(figuresIn(text))).toEqual(new Set(['25', '3', '20', '36']));
    // The plans count meetings at the server's price: 150 credits are 6 meetings of 25.
    const explorer = await screen.findByRole('article', { name: 'Explorer' });
    expect(explorer).toHaveTextContent('6 video meetings with shops');
  });

  it('the refund policy: windows, grace period, credits and the return window', async () => {
    stubServer();
    renderScreen(<RefundPolicyRoute />, { path: '/refund-policy' });

    const policy = await screen.findByRole('article');
    const text = policy.textContent ?? '';
    expect(text).toContain('has not joined it 20 minutes after the start time');
    expect(text).toContain('at least 36 hours before it starts, all its 25 credits come back');
    expect(text).toContain('within 10 days of delivery');
    const undated = text.replace(/Last updated: \d{1,2} \w+ \d{4}/, '');
    expect(new Set(figuresIn(undated))).toEqual(new Set(['20', '36', '25', '10']));
  });

  it('the terms and the shipping policy: a meeting’s credits, the grace period, the return window', async () => {
    stubServer();
    const terms = renderScreen(<TermsAndConditionsRoute />, { path: '/terms-and-conditions' });
    const termsText = (await screen.findByRole('article')).textContent ?? '';
    expect(termsText).toContain('A meeting costs 25 credits');
    expect(termsText).toContain('has not joined it 20 minutes after the start');
    terms.unmount();

    renderScreen(<ShippingAndReturnPolicyRoute />, { path: '/shipping-and-return-policy' });
    const shipping = (await screen.findByRole('article')).textContent ?? '';
    expect(shipping).toContain('within 10 days of delivery');
    const undated = shipping.replace(/Last updated: \d{1,2} \w+ \d{4}/, '');
    expect(figuresIn(undated)).toEqual(['10']);
  });

  it('says when the figures cannot be loaded, and shows them after a retry', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/settings/pricing': () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(server);
      },
    });
    renderScreen(<RefundPolicyRoute />, { path: '/refund-policy' });

    expect(await screen.findByText('We could not load the refund policy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Refund policy', level: 1 })).toBeVisible();
  });
});
