import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';
import { customerPage } from '../console-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ name: 'Kala Boutique' });
const meera = {
  id: 'user-meera',
  name: 'Meera Kapoor',
  email: 'meera@example.com',
  relations: ['favourite' as const],
  since: '2026-11-20T10:00:00.000Z',
};

describe('the customers screen', () => {
  it("lists the shop's customers and searches them by name or email", async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/customers/search': ({ url }) =>
        json(url.searchParams.get('searchKey') ? customerPage() : customerPage([meera])),
    });
    const user = userEvent.setup();
    renderApp('/vendor/customers', { auth: signedInVendor });

    expect(await screen.findByText('Meera Kapoor')).toBeInTheDocument();
    expect(screen.getByText('meera@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 customer' })).toBeInTheDocument();
    expect(seen[1]!.url.searchParams.get('shopId')).toBe(kala.id);

    await user.type(screen.getByLabelText('Search your customers'), 'zoya{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No customer matches “zoya”' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every customer' }));
    expect(await screen.findByText('Meera Kapoor')).toBeInTheDocument();
  });

  it('says who will show up when the shop has no customers yet', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/customers/search': () => json(customerPage()),
    });
    renderApp('/vendor/customers', { auth: signedInVendor });
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    expect(screen.getByText(/Shoppers who favourite your shop show here/)).toBeInTheDocument();
  });
});
