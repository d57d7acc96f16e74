import type { ShopStockPage, StockLevel } from '@vitrine/contracts/shop-stock';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';

// The route's lazy chunk, loaded once before the screens are waited for: its first, cold
// transform can take longer than a find's wait on a busy machine.
beforeAll(() => import('../../../app/routes/vendor/stock.tsx'), 60_000);
beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ name: 'Kala Boutique' });
const line = (overrides: Partial<StockLevel>): StockLevel => ({
  productId: '40000000-0000-4000-8000-000000000001',
  variantId: null,
  title: 'Indigo kurta',
  size: null,
  colour: null,
  madeToMeasure: false,
  stockKind: 'in_stock',
  stock: 12,
  leadTimeDays: null,
  low: false,
  ...overrides,
});
const lehengaS = line({
  productId: '40000000-0000-4000-8000-000000000002',
  variantId: '50000000-0000-4000-8000-000000000001',
  title: 'Bridal lehenga',
  size: 'S',
  colour: 'Red',
  stock: 0,
  low: true,
});
const stole = line({
  productId: '40000000-0000-4000-8000-000000000003',
  title: 'Kantha stole',
  stock: 2,
  low: true,
});
const lehengaL = line({
  productId: '40000000-0000-4000-8000-000000000002',
  variantId: '50000000-0000-4000-8000-000000000002',
  title: 'Bridal lehenga',
  size: 'L',
  stockKind: 'made_to_order',
  stock: 0,
  leadTimeDays: 14,
});
const stockPage = (items: StockLevel[], lowStockUnits = 5): ShopStockPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 25,
  lowStockUnits,
  lowCount: items.filter((item) => item.low).length,
});

describe('the stock screen', () => {
  it('flags what runs low, filters to it, and saves the threshold', async () => {
    let threshold = 5;
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/stock': ({ url }) =>
        json(
          url.searchParams.get('lowOnly') === 'true'
            ? stockPage([lehengaS, stole], threshold)
            : stockPage([lehengaS, stole, lehengaL, line({})], threshold),
        ),
      'PUT /api/v1/vendor/stock/settings': ({ body }) => {
        threshold = (body as { lowStockUnits: number }).lowStockUnits;
        return json({ shopId: kala.id, lowStockUnits: threshold });
      },
    });
    const user = userEvent.setup();
    renderApp('/vendor/stock', { auth: signedInVendor });

    expect(await screen.findByRole('heading', { name: '2 lines running low' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Size S · Red')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Low stock')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2 units')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Made to order, 14 days')).toBeInTheDocument();
    expect(within(rows[3]!).queryByText(/stock$/)).not.toBeInTheDocument();
    expect(
      seen.find((r) => r.url.pathname === '/api/v1/vendor/stock')!.url.searchParams.get('shopId'),
    ).toBe(kala.id);

    await user.click(screen.getByRole('radio', { name: 'Running low (2)' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(
      seen.some(
        (r) => r.url.pathname === '/api/v1/vendor/stock' && r.url.searchParams.get('lowOnly'),
      ),
    ).toBe(true);

    const input = screen.getByRole('textbox', { name: /Running low at/ });
    await user.clear(input);
    await user.type(input, '10');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    await vi.waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
        shopId: kala.id,
        lowStockUnits: 10,
      }),
    );
    expect(await screen.findByText('Running low now means 10 units or fewer.')).toBeInTheDocument();
  });

  it('says there is nothing yet, and shows an error with a retry', async () => {
    let fail = true;
    stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/stock': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 503 })
          : json(stockPage([])),
    });
    const user = userEvent.setup();
    renderApp('/vendor/stock', { auth: signedInVendor });
    expect(await screen.findByText('We could not load your stock')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  });
});
