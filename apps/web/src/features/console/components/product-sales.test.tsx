import type { ProductSalesList } from '@vitrine/contracts/shop-stock';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';

// The route's lazy chunk, loaded once before the screens are waited for: its first, cold
// transform can take longer than a find's wait on a busy machine.
beforeAll(() => import('../../../app/routes/vendor/sales.tsx'), 60_000);
beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ name: 'Kala Boutique' });
const sales = (from: string, to: string, items: ProductSalesList['items']): ProductSalesList => ({
  from,
  to,
  items,
});

describe('the sales screen', () => {
  it('shows units and revenue per product over the last 30 days, then the chosen period', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/sales/products': ({ url }) => {
        const from = url.searchParams.get('from')!;
        const to = url.searchParams.get('to')!;
        return json(
          from === '2026-01-01'
            ? sales(from, to, [])
            : sales(from, to, [
                {
                  productId: '40000000-0000-4000-8000-000000000001',
                  title: 'Indigo kurta',
                  units: 5,
                  revenue: { amountMinor: 500_000, currency: 'INR' },
                  orders: 2,
                },
                {
                  productId: null,
                  title: 'Fall and pico',
                  units: 2,
                  revenue: { amountMinor: 30_000, currency: 'INR' },
                  orders: 2,
                },
              ]),
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/vendor/sales', { auth: signedInVendor });

    const table = await screen.findByRole('table', { name: 'Sales per product' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Indigo kurta\s*5\s*2\s*₹5,000/);
    expect(screen.getByRole('heading', { name: /^7 units sold for ₹5,300/ })).toBeInTheDocument();
    const asked = seen.find((r) => r.url.pathname === '/api/v1/vendor/sales/products')!.url;
    const days =
      (Date.parse(asked.searchParams.get('to')!) - Date.parse(asked.searchParams.get('from')!)) /
      86_400_000;
    expect(days).toBe(29);

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    expect(
      await screen.findByRole('heading', { name: 'No sales in this period' }),
    ).toBeInTheDocument();
  });

  it('refuses a period that ends before it starts, without asking', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/sales/products': () => json(sales('2026-01-01', '2026-01-02', [])),
    });
    const user = userEvent.setup();
    renderApp('/vendor/sales', { auth: signedInVendor });
    await screen.findByRole('heading', { name: 'No sales in this period' });
    const asked = () => seen.filter((r) => r.url.pathname.endsWith('/sales/products')).length;
    const before = asked();
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2000-01-01');
    expect(await screen.findByText('The last day is before the first')).toBeInTheDocument();
    expect(asked()).toBe(before);
  });
});
