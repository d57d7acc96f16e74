import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';
import { ORDER_ID, orderPage, orderSummary } from '../orders-test-data.ts';

afterEach(() => vi.restoreAllMocks());

describe('the Orders list', () => {
  it('lists my orders and filters by status and dates, and clears the filters', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/user/orders': ({ url }) =>
        json(orderPage(url.searchParams.get('status') === 'refunded' ? [] : [orderSummary()])),
    });
    const user = userEvent.setup();
    renderApp('/user/orders', { auth: signedInCustomer });

    const link = await screen.findByRole('link', { name: 'Order VT-10042' });
    expect(link).toHaveAttribute('href', `/user/orders/${ORDER_ID}`);
    const row = link.closest('li')!;
    expect(within(row).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(row).getByText(/Suhana Silks · .* · 1 item/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 order' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await vi.waitFor(() =>
      expect(seen.at(-1)!.url.searchParams.get('fromDate')).toBe('2026-11-01'),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await vi.waitFor(() => expect(seen.at(-1)!.url.searchParams.get('status')).toBe('refunded'));
    expect(seen.at(-1)!.url.searchParams.get('fromDate')).toBe('2026-11-01');
    expect(
      await screen.findByRole('heading', { name: 'No orders match these filters' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('link', { name: 'Order VT-10042' })).toBeInTheDocument();
  });

  it('says so when there are no orders at all, and offers the download of the filtered list', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/user/orders': ({ url }) =>
        url.searchParams.get('download')
          ? new Response('number\r\n', {
              headers: { 'content-disposition': 'attachment; filename="orders-2026-11-24.csv"' },
            })
          : json(orderPage([])),
    });
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderApp('/user/orders?status=paid', { auth: signedInCustomer });
    expect(
      await screen.findByRole('heading', { name: 'No orders match these filters' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV of these orders' }));
    await vi.waitFor(() => {
      const download = seen.find((r) => r.url.searchParams.get('download') === 'csv');
      expect(download?.url.searchParams.get('status')).toBe('paid');
    });
  });
});
