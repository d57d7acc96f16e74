import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerOffer } from '@vitrine/contracts/shop-catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopSummary, uuid } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';
import { NO_OFFER_RULES } from '@vitrine/contracts/offer-codes';

afterEach(() => {
  vi.restoreAllMocks();
});

const signedInVendor = {
  ...signedInCustomer,
  role: { customer: false, vendor: true, employee: false, admin: false },
};
const shop = shopSummary({ name: 'Suhana Silks' });

function ownerOffer(overrides: Partial<OwnerOffer> = {}): OwnerOffer {
  return {
    id: uuid(),
    offeror: 'shop',
    shop: { id: shop.id, slug: shop.slug, name: shop.name, logoUrl: null },
    title: 'Festive 15% off',
    description: '',
    code: 'FEST15',
    discount: { kind: 'percent', percent: 15 },
    imageUrl: null,
    premium: false,
    premiumRequested: false,
    validFrom: '2020-01-01T00:00:00.000Z',
    validUntil: '2020-02-01T00:00:00.000Z',
    status: 'active',
    archivedAt: null,
    rules: NO_OFFER_RULES,
    updatedAt: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the offers console', () => {
  it('shows an ended offer with its code and discount', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
      'GET /api/v1/vendor/offers': () =>
        json({ items: [ownerOffer()], total: 1, page: 1, limit: 20 }),
    });
    renderApp('/vendor/offers', { auth: signedInVendor });

    const row = await screen.findByRole('row', { name: /Festive 15% off/ });
    expect(row).toHaveTextContent('FEST15');
    expect(row).toHaveTextContent('15% off');
    expect(row).toHaveTextContent('Ended');
  });

  it('names the fields an offer gets wrong, here and on the server', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
      'GET /api/v1/vendor/offers': () => json({ items: [], total: 0, page: 1, limit: 20 }),
      'POST /api/v1/vendor/offers': (request: StubbedRequest) =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'code: another offer of this shop uses this code',
              details: [{ field: 'code', message: 'another offer of this shop uses this code' }],
            },
          },
          { status: request.body ? 409 : 400 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/vendor/offers', { auth: signedInVendor });

    await user.click(await screen.findByRole('button', { name: 'Add your first offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an offer' });
    const percent = within(dialog).getByRole('textbox', { name: 'Percent off' });
    await user.clear(percent);
    await user.click(within(dialog).getByRole('button', { name: 'Add offer' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Percent off must be a whole number from 1 to 100'),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Diwali');
    await user.clear(percent);
    await user.type(percent, '20');
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'diwali20');
    await user.click(within(dialog).getByRole('button', { name: 'Add offer' }));
    expect(
      await within(dialog).findByText('Code another offer of this shop uses this code'),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')!.body).toMatchObject({
      shopId: shop.id,
      title: 'Diwali',
      code: 'DIWALI20',
      discount: { kind: 'percent', percent: 20 },
    });
  });

  it("sends the code's rules and shows them in the list", async () => {
    const saved = ownerOffer({
      validUntil: '2099-01-01T00:00:00.000Z',
      rules: { ...NO_OFFER_RULES, minimumAmountMinor: 99_900, perCustomerLimit: 2 },
    });
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
      'GET /api/v1/category/categories-subcat': () => json({ items: [] }),
      'GET /api/v1/vendor/offers': () =>
        json({
          items: seen.some((r) => r.method === 'POST') ? [saved] : [],
          total: 0,
          page: 1,
          limit: 20,
        }),
      'POST /api/v1/vendor/offers': () => json(saved, { status: 201 }),
    });
    const user = userEvent.setup();
    renderApp('/vendor/offers', { auth: signedInVendor });

    await user.click(await screen.findByRole('button', { name: 'Add your first offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an offer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Festive 15% off');
    await user.type(within(dialog).getByRole('textbox', { name: /^Minimum amount/ }), '999');
    await user.type(within(dialog).getByRole('textbox', { name: /^Uses per customer/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add offer' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
        rules: {
          minimumAmountMinor: 99_900,
          firstOrderOnly: false,
          perCustomerLimit: 2,
          categorySlugs: [],
        },
      }),
    );
    expect(seen.find((r) => r.method === 'POST')?.body).not.toHaveProperty('rules.shopIds');
    const row = await screen.findByRole('row', { name: /Festive 15% off/ });
    expect(row).toHaveTextContent('Min ₹999 · 2 per customer');
  });
});
