import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  meetingEntry,
  planPage,
  purchaseEntry,
  receipt,
  sandboxOrder,
  starterPlan,
  usedCredits,
  userCredits,
} from '../../../features/credits/credits-test-data.ts';
import { checkoutBrowser } from '../../../features/credits/hooks/use-credit-checkout.ts';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { MoneyPreferences } from '../../money-preferences.tsx';
import { CreditsRoute } from './credits.tsx';

afterEach(() => vi.restoreAllMocks());

const renderCredits = (path = '/user/credits') =>
  renderScreen(<CreditsRoute />, { path, auth: signedInCustomer });

const creditsApi = (overrides: Record<string, (request: StubbedRequest) => Response> = {}) =>
  stubFetch({
    'GET /api/v1/user/credits': () => json(userCredits()),
    'GET /api/v1/user/used-credits': () => json(usedCredits()),
    'GET /api/v1/plans/credits': () => json(planPage()),
    ...overrides,
  });

describe('the /user/credits page', () => {
  it('shows the balance, what expires soon and what was used', async () => {
    creditsApi();
    renderCredits();

    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('30 credits');
    expect(balance).toHaveTextContent('Enough for 1 video meeting (30 credits each).');
    const expiring = screen.getByRole('region', { name: 'Expiring soon' });
    expect(expiring).toHaveTextContent('30 credits');
    expect(expiring).toHaveTextContent(/Expire within 30 days; the first on Dec 10, 2026/);
    expect(await screen.findByRole('region', { name: 'Used so far' })).toHaveTextContent(
      '30 credits',
    );
  });

  it('shows each plan’s price in INR with an approximate amount in my currency', async () => {
    creditsApi({
      'GET /api/v1/user/profile': () =>
        json({
          id: 'user-1',
          name: 'Asha',
          email: 'asha@example.com',
          emailVerified: true,
          mobile: null,
          mobileVerified: false,
          photo: null,
          currency: 'EUR',
          locale: null,
          timeZone: null,
        }),
      'GET /api/v1/exchange-rates': () =>
        json({ base: 'INR', asOf: '2026-11-01', source: 'table', rates: { EUR: 0.00975 } }),
    });
    renderScreen(
      <MoneyPreferences>
        <CreditsRoute />
      </MoneyPreferences>,
      { path: '/user/credits', auth: signedInCustomer },
    );
    const plan = await screen.findByRole('article', { name: starterPlan.name });
    await waitFor(() => expect(plan).toHaveTextContent('₹499.00 (approx. €4.87)'));
  });

  it('lists the history newest first with signed amounts and the balance after each', async () => {
    creditsApi();
    renderCredits();

    const table = await screen.findByRole('table', { name: 'Credit history, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Video meeting');
    expect(rows[0]).toHaveTextContent('Video meeting with Noor Couture');
    expect(rows[0]).toHaveTextContent('−30');
    expect(rows[1]).toHaveTextContent('Starter plan: 60 credits');
    expect(rows[1]).toHaveTextContent('+60');
    expect(rows[1]).toHaveTextContent('Expires on Feb 20, 2027');
  });

  it('pages through a long history, asking the API for each page', async () => {
    const entries = Array.from({ length: 10 }, (_, i) => purchaseEntry(30 - i, 600 - i * 60));
    const { seen } = creditsApi({
      'GET /api/v1/user/credits': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? json(userCredits({ items: [meetingEntry(5, 0)], total: 11, page: 2 }))
          : json(userCredits({ items: entries, total: 11 })),
    });
    renderCredits();

    expect(await screen.findByText('Showing 1–10 of 11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Showing 11–11 of 11')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Credit history, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const pageTwo = seen.find(
      (r) => r.url.pathname === '/api/v1/user/credits' && r.url.searchParams.get('page') === '2',
    );
    expect(pageTwo?.url.searchParams.get('limit')).toBe('10');
  });

  it('filters the history by kind, from the first page', async () => {
    const { seen } = creditsApi({
      'GET /api/v1/user/credits': ({ url }) =>
        url.searchParams.get('kind') === 'refund'
          ? json(userCredits({ items: [] }))
          : json(userCredits()),
    });
    renderCredits();
    await screen.findByRole('table', { name: 'Credit history, newest first' });

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Refund');

    expect(await screen.findByText('No “Refund” entries')).toBeInTheDocument();
    const filtered = seen.find((r) => r.url.searchParams.get('kind') === 'refund');
    expect(filtered?.url.searchParams.get('page')).toBe('1');
  });

  it('downloads the whole history as CSV through the API with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:credit-history');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { seen } = creditsApi({
      'GET /api/v1/user/credits': ({ url }) =>
        url.searchParams.get('download')
          ? new Response('Date,Type,Credits\n', {
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="credit-history-2026-11-22.csv"',
              },
            })
          : json(userCredits()),
    });
    renderCredits();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV of your credit history' }),
    );

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const download = seen.find((r) => r.url.searchParams.get('download') === 'csv');
    expect(download?.headers.get('authorization')).toBe('Bearer token-1');
    expect(download?.url.searchParams.has('page')).toBe(false);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'credit-history-2026-11-22.csv');
    const saved = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(saved[0]).toHaveProperty('size', 'Date,Type,Credits\n'.length);
    expect(saved[0]).toHaveProperty('type', 'text/csv;charset=utf-8');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('says why a download failed', async () => {
    creditsApi({
      'GET /api/v1/user/used-credits': ({ url }) =>
        url.searchParams.get('download')
          ? json(
              { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } },
              { status: 429 },
            )
          : json(usedCredits()),
    });
    renderCredits();

    await userEvent.click(await screen.findByRole('tab', { name: 'Used credits' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Excel of your used credits' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The used credits could not be downloaded. Too many attempts.',
    );
  });

  it('explains an empty history and an empty used-credits list', async () => {
    creditsApi({
      'GET /api/v1/user/credits': () =>
        json(userCredits({ items: [], balance: 0, expiring: { credits: 0, nextExpiresAt: null } })),
      'GET /api/v1/user/used-credits': () => json(usedCredits({ totalUsed: 0 })),
    });
    renderCredits();

    expect(await screen.findByText('No credit activity yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent(
      'A video meeting with a shop costs 30 credits.',
    );
    expect(
      screen.getByRole('button', { name: 'Download CSV of your credit history' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Used credits' }));
    expect(await screen.findByText('You have not used any credits yet')).toBeInTheDocument();
  });

  it('shows why the balance could not load and loads it again on retry', async () => {
    let calls = 0;
    creditsApi({
      'GET /api/v1/user/credits': () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : json(userCredits());
      },
    });
    renderCredits();

    expect(await screen.findByText('Your balance could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByText(/Something went wrong on our side/).length).toBeGreaterThan(0);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('region', { name: 'Balance' })).toHaveTextContent('30 credits');
  });

  it('says a cancelled checkout charged nothing, and retries the same plan with a new order', async () => {
    const leaveFor = vi.spyOn(checkoutBrowser, 'leaveFor').mockImplementation(() => {});
    const { seen } = creditsApi({
      'GET /api/v1/pay/credits/success': () => json(receipt('created')),
      'POST /api/v1/pay/credits/create-order': () =>
        json(sandboxOrder(starterPlan, 'order_Sandbox000002')),
    });
    renderCredits('/user/credits?payment=cancelled&orderId=order_Sandbox000001');

    const notice = await screen.findByRole('status', { name: /Payment cancelled/ });
    expect(notice).toHaveTextContent(
      'You left the checkout for the Starter plan before paying. Nothing was charged and no credits were added.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));

    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/pay/sandbox/checkout/order_Sandbox000002'),
    );
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ planId: starterPlan.id });
  });

  it('says a declined payment failed, with the bank’s reason', async () => {
    creditsApi({ 'GET /api/v1/pay/credits/success': () => json(receipt('failed')) });
    renderCredits('/user/credits?payment=cancelled&orderId=order_Sandbox000001');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('declined by the bank');
    expect(alert).toHaveTextContent('No credits were added for the Starter plan.');
  });

  it('forgets the notice when dismissed', async () => {
    creditsApi({ 'GET /api/v1/pay/credits/success': () => json(receipt('created')) });
    const { router } = renderCredits('/user/credits?payment=cancelled&orderId=order_Sandbox000001');

    const notice = await screen.findByRole('status', { name: /Payment cancelled/ });
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));

    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Payment cancelled')).not.toBeInTheDocument();
  });
});
