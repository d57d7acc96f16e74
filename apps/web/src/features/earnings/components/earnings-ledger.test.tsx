import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format-date-time.ts';
import { shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';
import { earningEntry, earningsPage, ORDER_SOURCE_ID } from '../earnings-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const kala = shopSummary({ name: 'Kala Boutique' });
const myShops = () => json({ items: [kala] });

const meeting = earningEntry({
  id: 'entry-2',
  kind: 'meeting',
  source: { type: 'booking', id: 'booking-1' },
  description: 'Video meeting with Meera',
  gross: 50_000,
  commissionRateBps: 1500,
  commission: 7_500,
  feeRateBps: 250,
  fee: 1_250,
  net: 41_250,
  state: 'payable',
});

describe('the earnings screen', () => {
  it('shows the balances and the ledger, each entry with its rates, release date and link', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/earnings': ({ url }) =>
        json(
          url.searchParams.get('kind') === 'reversal'
            ? earningsPage([])
            : earningsPage([earningEntry(), meeting]),
        ),
    });
    const user = userEvent.setup();
    renderApp('/vendor/earnings', { auth: signedInVendor });

    expect(await screen.findByRole('heading', { name: '2 entries' })).toBeInTheDocument();
    const balances = screen.getByRole('list', { name: 'Balances' });
    expect(within(balances).getByTestId('balance-payable')).toHaveTextContent('₹12,500.00');
    expect(within(balances).getByTestId('balance-onHold')).toHaveTextContent('₹4,200.00');
    expect(within(balances).getByTestId('balance-inPayout')).toHaveTextContent('₹0.00');
    expect(within(balances).getByTestId('balance-paidOut')).toHaveTextContent('₹30,000.00');

    const ledger = await screen.findByRole('region', { name: 'Ledger entries' });
    const order = within(ledger).getByRole('link', { name: 'Order VT-10042' });
    expect(order).toHaveAttribute('href', `/vendor/orders/${ORDER_SOURCE_ID}`);
    const orderRow = order.closest('tr')!;
    expect(within(orderRow).getByText('at 10%')).toBeInTheDocument();
    expect(within(orderRow).getByText('at 2%')).toBeInTheDocument();
    expect(within(orderRow).getByText('₹4,400.00')).toBeInTheDocument();
    expect(within(orderRow).getByText('On hold')).toBeInTheDocument();
    expect(within(orderRow).getByText(formatDate('2026-11-27T10:00:00.000Z'))).toBeInTheDocument();
    // A meeting has no console page of its own: its description is plain text.
    const meetingRow = within(ledger).getByText('Video meeting with Meera').closest('tr')!;
    expect(within(meetingRow).queryByRole('link')).not.toBeInTheDocument();
    expect(within(meetingRow).getByText('at 15%')).toBeInTheDocument();
    expect(within(meetingRow).getByText('at 2.5%')).toBeInTheDocument();
    expect(within(meetingRow).getByText('Payable')).toBeInTheDocument();
    expect(seen.at(-1)!.url.searchParams.get('shopId')).toBe(kala.id);

    await user.selectOptions(screen.getByLabelText('State'), 'payable');
    await vi.waitFor(() => expect(seen.at(-1)!.url.searchParams.get('state')).toBe('payable'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await vi.waitFor(() =>
      expect(seen.at(-1)!.url.searchParams.get('fromDate')).toBe('2026-11-01'),
    );
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await vi.waitFor(() => expect(seen.at(-1)!.url.searchParams.get('toDate')).toBe('2026-11-30'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'reversal');
    await vi.waitFor(() => expect(seen.at(-1)!.url.searchParams.get('kind')).toBe('reversal'));
    expect(seen.at(-1)!.url.searchParams.get('state')).toBe('payable');
    expect(
      await screen.findByRole('heading', { name: 'No entries match these filters' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('link', { name: 'Order VT-10042' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    expect(screen.getByLabelText('State')).toHaveValue('');
  });

  it('links a refund to the order it reverses, and pages through a long ledger', async () => {
    const reversal = earningEntry({
      id: 'entry-3',
      kind: 'reversal',
      source: { type: 'earning', id: 'entry-1' },
      reverses: { kind: 'order', sourceId: ORDER_SOURCE_ID, entryId: 'entry-1' },
      description: 'Refund of order VT-10042',
      gross: -500_000,
      net: -440_000,
      state: 'payable',
    });
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/earnings': ({ url }) =>
        json(earningsPage([reversal], { total: 45, page: Number(url.searchParams.get('page')) })),
    });
    const user = userEvent.setup();
    renderApp('/vendor/earnings', { auth: signedInVendor });

    expect(await screen.findByRole('link', { name: 'Refund of order VT-10042' })).toHaveAttribute(
      'href',
      `/vendor/orders/${ORDER_SOURCE_ID}`,
    );
    expect(screen.getByText('-₹5,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await vi.waitFor(() => expect(seen.at(-1)!.url.searchParams.get('page')).toBe('2'));
  });

  it('says what will show when the shop has earned nothing yet', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/earnings': () =>
        json(
          earningsPage([], {
            balances: { payable: 0, onHold: 0, inPayout: 0, paidOut: 0, currency: 'INR' },
          }),
        ),
    });
    renderApp('/vendor/earnings', { auth: signedInVendor });
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeInTheDocument();
    expect(screen.getByTestId('balance-payable')).toHaveTextContent('₹0.00');
  });

  it('shows the loading state, then a failure in plain words with a way to try again', async () => {
    let fail = true;
    stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/earnings': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : json(earningsPage([earningEntry()])),
    });
    const user = userEvent.setup();
    renderApp('/vendor/earnings', { auth: signedInVendor });
    expect(await screen.findByRole('heading', { name: 'Loading the ledger…' })).toBeInTheDocument();
    expect(await screen.findByText('We could not load your earnings')).toBeInTheDocument();
    expect(screen.getByText(/Something went wrong on our side/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order VT-10042' })).toBeInTheDocument();
  });

  it('downloads the filtered ledger as CSV or Excel and a month’s statement as a PDF', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/earnings': ({ url }) =>
        url.searchParams.get('download')
          ? new Response('id\r\n', {
              headers: { 'content-disposition': 'attachment; filename="earnings.csv"' },
            })
          : json(earningsPage([earningEntry()])),
      'GET /api/v1/vendor/earnings/statement': () =>
        json({ error: { code: 'NOT_FOUND', message: 'No such shop.' } }, { status: 404 }),
    });
    const createObjectURL = vi.fn(() => 'blob:earnings');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderApp('/vendor/earnings?state=payable', { auth: signedInVendor });
    await screen.findByRole('link', { name: 'Order VT-10042' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = seen.find((r) => r.url.searchParams.get('download') === 'csv')!;
    expect(csv.url.searchParams.get('state')).toBe('payable');
    expect(csv.url.searchParams.get('shopId')).toBe(kala.id);
    expect(csv.url.searchParams.get('page')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await vi.waitFor(() =>
      expect(seen.some((r) => r.url.searchParams.get('download') === 'xlsx')).toBe(true),
    );

    const month = screen.getByLabelText('Statement month');
    const options = within(month).getAllByRole('option');
    expect(options).toHaveLength(12);
    const previous = options[1]!.getAttribute('value')!;
    await user.selectOptions(month, previous);
    await user.click(screen.getByRole('button', { name: 'Download statement (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The statement could not be downloaded. No such shop.',
    );
    const statement = seen.find((r) => r.url.pathname === '/api/v1/vendor/earnings/statement')!;
    expect(statement.url.searchParams.get('month')).toBe(previous);
    expect(statement.url.searchParams.get('download')).toBe('pdf');
  });
});
