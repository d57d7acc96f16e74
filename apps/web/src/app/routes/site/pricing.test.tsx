import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayOptions,
} from '../../../features/credits/api/razorpay-checkout.ts';
import {
  checkoutFields,
  explorerPlan,
  planPage,
  razorpayOrder,
  sandboxOrder,
  starterPlan,
} from '../../../features/credits/credits-test-data.ts';
import { checkoutBrowser } from '../../../features/credits/hooks/use-credit-checkout.ts';
import { defaultPricing } from '../../../test/pricing-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer, signedOutVisitor } from '../../../test/render-app.tsx';
import { PricingRoute } from './pricing.tsx';

afterEach(() => vi.restoreAllMocks());

const renderPricing = (auth = signedInCustomer, path = '/pricing') =>
  renderScreen(<PricingRoute />, { path, auth });

/** Razorpay's checkout as the page sees it: records its options and lets the test act for it. */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed?: (response: RazorpayFailure) => void }[] = [];
  const Razorpay = class {
    private readonly entry;
    constructor(options: RazorpayOptions) {
      this.entry = { options } as (typeof opened)[number];
      opened.push(this.entry);
    }
    on(_event: 'payment.failed', listener: (response: RazorpayFailure) => void) {
      this.entry.failed = listener;
    }
    open() {}
  } satisfies RazorpayConstructor;
  vi.spyOn(checkoutBrowser, 'loadRazorpay').mockResolvedValue(Razorpay);
  return opened;
}

const buyStarter = () =>
  userEvent.click(screen.getByRole('button', { name: /^Buy Starter: 60 credits for ₹499\.00/ }));

describe('the /pricing page', () => {
  it('lists the plans with price, price in words, credits, meetings and validity', async () => {
    stubFetch({ 'GET /api/v1/plans/credits': () => json(planPage()) });
    renderPricing(signedOutVisitor);

    const explorer = await screen.findByRole('article', { name: 'Explorer' });
    expect(explorer).toHaveTextContent('Most popular');
    expect(explorer).toHaveTextContent('₹999.00');
    expect(explorer).toHaveTextContent('Nine Hundred Ninety Nine Rupees');
    expect(explorer).toHaveTextContent('150 credits');
    expect(explorer).toHaveTextContent('5 video meetings with shops');
    expect(explorer).toHaveTextContent('Valid for 180 days after you buy');
    expect(screen.getByRole('article', { name: 'Starter' })).toHaveTextContent(
      'Four Hundred Ninety Nine Rupees',
    );
  });

  it('asks a signed-out visitor to sign in and come back to the chosen plan', async () => {
    stubFetch({ 'GET /api/v1/plans/credits': () => json(planPage()) });
    renderPricing(signedOutVisitor);

    const starter = await screen.findByRole('article', { name: 'Starter' });
    const link = within(starter).getByRole('link', { name: /^Sign in to buy/ });
    const target = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('redirect')).toBe(`/pricing?plan=${starterPlan.id}`);
  });

  it('offers the plan chosen before signing in straight away', async () => {
    const leaveFor = vi.spyOn(checkoutBrowser, 'leaveFor').mockImplementation(() => {});
    stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => json(planPage()),
      'POST /api/v1/pay/credits/create-order': () => json(sandboxOrder(explorerPlan)),
    });
    renderPricing(signedInCustomer, `/pricing?plan=${explorerPlan.id}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
  });

  it('sends a customer to the sandbox’s hosted checkout for the order it created', async () => {
    const leaveFor = vi.spyOn(checkoutBrowser, 'leaveFor').mockImplementation(() => {});
    const { seen } = stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => json(planPage()),
      'POST /api/v1/pay/credits/create-order': () => json(sandboxOrder()),
    });
    renderPricing();
    await screen.findByRole('article', { name: 'Starter' });

    await buyStarter();

    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/pay/sandbox/checkout/order_Sandbox000001'),
    );
    const order = seen.find((r) => r.method === 'POST');
    expect(order?.body).toEqual({ planId: starterPlan.id });
    expect(order?.headers.get('authorization')).toBe('Bearer token-1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Taking you to the secure checkout for the Starter plan…',
    );
    expect(screen.getByRole('button', { name: /^Buy Explorer/ })).toBeDisabled();
  });

  it('opens Razorpay’s checkout with the order and goes to /success with what it hands back', async () => {
    const opened = fakeRazorpay();
    stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => json(planPage()),
      'POST /api/v1/pay/credits/create-order': () => json(razorpayOrder()),
    });
    const { router } = renderPricing();
    await screen.findByRole('article', { name: 'Starter' });

    await buyStarter();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Razorpay00001',
      amount: 49_900,
      currency: 'INR',
      prefill: { name: 'Kavya Iyer', email: 'kavya@example.com' },
    });

    const fields = checkoutFields('order_Razorpay00001');
    act(() => opened[0]!.options.handler(fields));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ orderId: 'order_Razorpay00001', ...fields });
  });

  it('shows a payment Razorpay declined as failed, still failed after the checkout closes', async () => {
    const opened = fakeRazorpay();
    stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => json(planPage()),
      'POST /api/v1/pay/credits/create-order': () => json(razorpayOrder()),
    });
    renderPricing();
    await screen.findByRole('article', { name: 'Starter' });
    await buyStarter();
    await waitFor(() => expect(opened).toHaveLength(1));

    act(() =>
      opened[0]!.failed?.({ error: { description: 'Your payment was declined by the bank.' } }),
    );
    act(() => opened[0]!.options.modal.ondismiss());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your payment was declined by the bank.');
    expect(alert).toHaveTextContent('No credits were added.');
  });

  it('says a closed Razorpay checkout charged nothing, and its retry starts a new order', async () => {
    const opened = fakeRazorpay();
    let orders = 0;
    stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => json(planPage()),
      'POST /api/v1/pay/credits/create-order': () => {
        orders += 1;
        return json(razorpayOrder());
      },
    });
    renderPricing();
    await screen.findByRole('article', { name: 'Starter' });
    await buyStarter();
    await waitFor(() => expect(opened).toHaveLength(1));

    act(() => opened[0]!.options.modal.ondismiss());
    const notice = await screen.findByRole('status', { name: /Payment cancelled/ });
    expect(notice).toHaveTextContent('Nothing was charged and no credits were added.');

    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(orders).toBe(2);
  });

  it('says when the payment window cannot load, having charged nothing', async () => {
    vi.spyOn(checkoutBrowser, 'loadRazorpay').mockRejectedValue(new Error('blocked'));
    stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => json(planPage()),
      'POST /api/v1/pay/credits/create-order': () => json(razorpayOrder()),
    });
    renderPricing();
    await screen.findByRole('article', { name: 'Starter' });
    await buyStarter();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The checkout could not start');
    expect(alert).toHaveTextContent('Nothing was charged.');
  });

  it('says a plan withdrawn meanwhile is no longer on sale', async () => {
    stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => json(planPage()),
      'POST /api/v1/pay/credits/create-order': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Plan not found.' } }, { status: 404 }),
    });
    renderPricing();
    await screen.findByRole('article', { name: 'Starter' });
    await buyStarter();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This plan is no longer on sale. Please choose another plan.',
    );
  });

  it('says when no plans are on sale, and when they could not be loaded', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/settings/pricing': () => json(defaultPricing),
      'GET /api/v1/plans/credits': () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(planPage([]));
      },
    });
    renderPricing(signedOutVisitor);

    expect(await screen.findByText('The credit plans could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No credit plans are on sale right now.')).toBeInTheDocument();
  });
});
