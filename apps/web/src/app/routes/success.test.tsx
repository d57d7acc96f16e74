import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutFields,
  explorerPlan,
  receipt,
  sandboxOrder,
  starterPlan,
} from '../../features/credits/credits-test-data.ts';
import { checkoutBrowser } from '../../features/credits/hooks/use-credit-checkout.ts';
import { INVOICE_ID, invoiceDetail } from '../../features/stitching/stitching-test-data.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../test/render-app.tsx';
import { SuccessRoute } from './success.tsx';

const successUrl = (params: Record<string, string>) =>
  `/success?${new URLSearchParams(params).toString()}`;

const returnedFromCheckout = successUrl({ orderId: 'order_Sandbox000001', ...checkoutFields() });

const renderSuccess = (path: string) =>
  renderScreen(<SuccessRoute />, { path, auth: signedInCustomer });

const paymentFailed = (message: string) =>
  json({ error: { code: 'PAYMENT_FAILED', message } }, { status: 400 });

const originalTimeZone = process.env.TZ;
beforeEach(() => {
  // The receipt shows times in the viewer's zone; this viewer is in India.
  process.env.TZ = 'Asia/Kolkata';
});
afterEach(() => {
  // Assigning undefined would store the string "undefined"; the next file shares this process.
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
  vi.restoreAllMocks();
});

describe('the /success page', () => {
  it('verifies the checkout once, drops its fields from the URL and shows the receipt', async () => {
    const { seen } = stubFetch({
      'POST /api/v1/pay/credits/verify': () =>
        json({ status: 'paid', orderId: 'order_Sandbox000001', creditsAdded: 60, balance: 90 }),
      'GET /api/v1/pay/credits/success': () => json(receipt('paid', { balance: 90 })),
    });
    const { router } = renderSuccess(returnedFromCheckout);

    expect(
      await screen.findByRole('heading', { name: 'Payment successful', level: 1 }),
    ).toHaveFocus();
    const verifies = seen.filter((r) => r.url.pathname === '/api/v1/pay/credits/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toEqual(checkoutFields());
    expect(verifies[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(router.state.location.search).toBe('?orderId=order_Sandbox000001');

    const printed = screen.getByRole('article', { name: 'Receipt' });
    expect(within(printed).getByText('Starter plan')).toBeInTheDocument();
    expect(within(printed).getAllByText('₹499.00')).toHaveLength(2);
    expect(within(printed).getByText('Four Hundred Ninety Nine Rupees')).toBeInTheDocument();
    expect(within(printed).getByText('90 credits')).toBeInTheDocument();
    // 06:12 UTC is 11:42 in India.
    expect(within(printed).getByText('Nov 22, 2026, 11:42 AM GMT+5:30')).toBeInTheDocument();
    expect(within(printed).getByText('pay_Sandbox0000001')).toBeInTheDocument();
    expect(
      screen.getByText(/60 credits were added to your balance\. You now have 90 credits\./),
    ).toBeInTheDocument();
  });

  it('writes the amount in words for any currency the receipt is in', async () => {
    stubFetch({
      'GET /api/v1/pay/credits/success': () => json(receipt('paid', { plan: explorerPlan })),
    });
    renderSuccess(successUrl({ orderId: 'order_Sandbox000001' }));

    const printed = await screen.findByRole('article', { name: 'Receipt' });
    expect(
      within(printed).getByText(minorUnitsInWords(explorerPlan.priceMinor, 'INR')),
    ).toHaveTextContent('Nine Hundred Ninety Nine Rupees');
  });

  it('prints the receipt from its Print button', async () => {
    stubFetch({ 'GET /api/v1/pay/credits/success': () => json(receipt('paid')) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderSuccess(successUrl({ orderId: 'order_Sandbox000001' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says a payment whose signature does not match was not confirmed, adds nothing, and retries with a new order', async () => {
    const leaveFor = vi.spyOn(checkoutBrowser, 'leaveFor').mockImplementation(() => {});
    const { seen } = stubFetch({
      'POST /api/v1/pay/credits/verify': () =>
        paymentFailed(
          'We could not confirm this payment. No credits were added; if money was taken, it will be settled automatically or refunded.',
        ),
      'GET /api/v1/pay/credits/success': () => json(receipt('created')),
      'POST /api/v1/pay/credits/create-order': () =>
        json(sandboxOrder(starterPlan, 'order_Sandbox000002')),
    });
    const { router } = renderSuccess(returnedFromCheckout);

    expect(
      await screen.findByRole('heading', { name: 'Payment not confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No credits were added/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Receipt' })).not.toBeInTheDocument();
    // The fields stay: confirming again from a reload is safe.
    expect(router.state.location.search).toContain('razorpay_signature');

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/pay/sandbox/checkout/order_Sandbox000002'),
    );
    const order = seen.find((r) => r.url.pathname === '/api/v1/pay/credits/create-order');
    expect(order?.body).toEqual({ planId: starterPlan.id });
  });

  it('shows a declined payment as failed with the bank’s reason and a retry', async () => {
    stubFetch({ 'GET /api/v1/pay/credits/success': () => json(receipt('failed')) });
    renderSuccess(successUrl({ orderId: 'order_Sandbox000001' }));

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText(/declined by the bank .* No credits were added\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to your credits' })).toHaveAttribute(
      'href',
      '/user/credits',
    );
  });

  it('keeps asking about a payment not confirmed yet until it is paid', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/pay/credits/success': () => {
        calls += 1;
        return json(receipt(calls === 1 ? 'created' : 'paid'));
      },
    });
    renderSuccess(successUrl({ orderId: 'order_Sandbox000001' }));

    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment…' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  }, 15_000);

  it('offers to confirm again when the connection drops during verify, without losing the payment', async () => {
    let attempts = 0;
    stubFetch({
      'POST /api/v1/pay/credits/verify': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json({
          status: 'paid',
          orderId: 'order_Sandbox000001',
          creditsAdded: 60,
          balance: 90,
        });
      },
      'GET /api/v1/pay/credits/success': () => json(receipt('paid')),
    });
    renderSuccess(returnedFromCheckout);

    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your payment yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/check your internet connection/i)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says so when the order is not one of this account’s', async () => {
    stubFetch({
      'GET /api/v1/pay/credits/success': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, { status: 404 }),
    });
    renderSuccess(successUrl({ orderId: 'order_SomeoneElse01' }));

    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
  });

  it('explains an address that names no payment', async () => {
    const { spy } = stubFetch({});
    renderSuccess('/success');

    expect(await screen.findByRole('heading', { name: 'No payment to show' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('/success for what the return names (purpose and id)', () => {
  const ORDER = '5b0e8c1e-3f7a-4c1b-9a1e-0c2d3e4f5a6b';

  it('opens the shop order it paid, with the fields to verify, in a tab that never started it', async () => {
    sessionStorage.clear();
    const { spy } = stubFetch({});
    const { router } = renderSuccess(
      successUrl({
        purpose: 'order',
        id: ORDER,
        orderId: 'order_Sandbox000001',
        ...checkoutFields(),
      }),
    );

    await screen.findByText('Navigated away');
    expect(router.state.location.pathname).toBe(`/user/orders/${ORDER}`);
    const forwarded = new URLSearchParams(router.state.location.search);
    expect(forwarded.get('razorpay_signature')).toBe(checkoutFields().razorpay_signature);
    expect(forwarded.has('purpose')).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('verifies a stitching invoice through the invoice it names', async () => {
    sessionStorage.clear();
    const { seen } = stubFetch({
      [`POST /api/v1/stitching-service-invoices/${INVOICE_ID}/pay/verify`]: () =>
        json(invoiceDetail({ paymentStatus: 'paid' })),
    });
    renderSuccess(
      successUrl({
        purpose: 'stitching_invoice',
        id: INVOICE_ID,
        orderId: 'order_Sandbox000002',
        ...checkoutFields(),
      }),
    );

    expect(await screen.findByText(/is paid\. The shop will start on it/)).toBeInTheDocument();
    expect(seen[0]!.body).toEqual(checkoutFields());
  });

  it('treats a plan, or an id that is not one, as a plan payment', async () => {
    stubFetch({
      'POST /api/v1/pay/credits/verify': () =>
        json({ status: 'paid', orderId: 'order_Sandbox000001', creditsAdded: 60, balance: 90 }),
      'GET /api/v1/pay/credits/success': () => json(receipt('paid', { balance: 90 })),
    });
    renderSuccess(
      successUrl({
        purpose: 'order',
        id: '../../admin',
        orderId: 'order_Sandbox000001',
        ...checkoutFields(),
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Payment successful', level: 1 }),
    ).toBeInTheDocument();
  });
});
