import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopSummary, uuid } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const signedInVendor = {
  ...signedInCustomer,
  profile: { name: 'Meera Shah', email: 'vendor@example.com' },
  role: { customer: false, vendor: true, employee: false, admin: false },
};

const shop = shopSummary({ name: 'Suhana Silks' });

function ownerProduct(overrides: Partial<OwnerProduct> = {}): OwnerProduct {
  return {
    id: uuid(),
    shop: { id: shop.id, slug: shop.slug, name: shop.name },
    title: 'Jamdani saree',
    description: '',
    imageUrls: [],
    imageIds: [],
    price: { amountMinor: 1299900, currency: 'INR' },
    category: { slug: 'bridal-sarees', name: 'Bridal Sarees' },
    premium: false,
    premiumRequested: false,
    stock: 4,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    archivedAt: null,
    status: 'active',
    ...overrides,
  };
}

const pageOf = (items: OwnerProduct[]) => ({ items, total: items.length, page: 1, limit: 20 });
const categories = {
  items: [
    {
      slug: 'bridal',
      name: 'Bridal',
      imageUrl: '/x.svg',
      subCategories: [{ slug: 'bridal-sarees', name: 'Bridal Sarees' }],
    },
  ],
};

function stubConsole(products: (request: StubbedRequest) => OwnerProduct[], more = {}) {
  return stubFetch({
    'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
    'GET /api/v1/vendor/products': (request) => json(pageOf(products(request))),
    'GET /api/v1/category/categories-subcat': () => json(categories),
    ...more,
  });
}

describe('the products console', () => {
  it('lists my products with price, stock, status and premium, and filters by status', async () => {
    const saree = ownerProduct({ premiumRequested: true });
    const old = ownerProduct({
      title: 'Old dupatta',
      status: 'archived',
      archivedAt: '2026-11-02T00:00:00.000Z',
    });
    const { seen } = stubConsole((request) =>
      request.url.searchParams.get('status') === 'archived' ? [old] : [saree, old],
    );
    const user = userEvent.setup();
    renderApp('/vendor/products', { auth: signedInVendor });

    const table = await screen.findByRole('table', { name: 'Products of Suhana Silks' });
    const row = within(table).getByRole('row', { name: /Jamdani saree/ });
    expect(row).toHaveTextContent('₹12,999');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Requested');
    expect(within(row).getByRole('link', { name: 'Jamdani saree' })).toHaveAttribute(
      'href',
      `/product/${saree.id}`,
    );
    expect(seen.at(-1)!.url.searchParams.get('shopId')).toBe(shop.id);

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryByText('Jamdani saree'),
      ).not.toBeInTheDocument(),
    );
    expect(seen.at(-1)!.url.searchParams.get('status')).toBe('archived');
    expect(screen.getByRole('button', { name: 'Restore Old dupatta' })).toBeInTheDocument();
  });

  it('archives a product only after confirmation', async () => {
    const saree = ownerProduct();
    const archive = vi.fn(() => json({ ...saree, status: 'archived' }));
    stubConsole(() => [saree], { [`POST /api/v1/vendor/products/${saree.id}/archive`]: archive });
    const user = userEvent.setup();
    renderApp('/vendor/products', { auth: signedInVendor });

    await user.click(await screen.findByRole('button', { name: 'Archive Jamdani saree' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive “Jamdani saree”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(archive).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Archive Jamdani saree' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive “Jamdani saree”?' })).getByRole(
        'button',
        { name: 'Archive' },
      ),
    );
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('“Jamdani saree” is archived.')).toBeInTheDocument();
  });

  it('adds a product, naming the fields it refuses, in major units sent as minor units', async () => {
    const { seen } = stubConsole(() => [], {
      'POST /api/v1/vendor/products': (request: StubbedRequest) =>
        (request.body as { stock: number }).stock > 100
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'categorySlug: unknown category',
                  details: [{ field: 'categorySlug', message: "unknown category 'x'" }],
                },
              },
              { status: 400 },
            )
          : json(ownerProduct({ title: 'Silk kurta' }), { status: 201 }),
    });
    const user = userEvent.setup();
    renderApp('/vendor/products', { auth: signedInVendor });

    await user.click(await screen.findByRole('button', { name: 'Add your first product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Price must be an amount such as 2499 or 2499.50'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Silk kurta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (INR)' }), '2499.50');
    await user.click(within(dialog).getByLabelText(/^Category/));
    // The dropdown opens with a transition jsdom never runs: the option is there, but hidden.
    await user.click(await screen.findByRole('option', { name: 'Bridal Sarees', hidden: true }));
    const stock = within(dialog).getByRole('textbox', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(await within(dialog).findByText("Category unknown category 'x'")).toBeInTheDocument();

    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('“Silk kurta” is added.')).toBeInTheDocument();
    const sent = seen.filter((r) => r.method === 'POST').at(-1)!.body;
    expect(sent).toMatchObject({
      shopId: shop.id,
      title: 'Silk kurta',
      price: { amountMinor: 249950, currency: 'INR' },
      categorySlug: 'bridal-sarees',
      stock: 5,
      imageIds: [],
    });
  });

  it('asks for premium placement with one click', async () => {
    const saree = ownerProduct();
    const patch = vi.fn(() => json({ ...saree, premiumRequested: true }));
    const { seen } = stubConsole(() => [saree], {
      [`PATCH /api/v1/vendor/products/${saree.id}`]: patch,
    });
    const user = userEvent.setup();
    renderApp('/vendor/products', { auth: signedInVendor });

    await user.click(
      await screen.findByRole('button', { name: 'Request premium placement for Jamdani saree' }),
    );
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(seen.find((r) => r.method === 'PATCH')!.body).toEqual({ premiumRequested: true });
  });

  it('says so when the owner runs no shop yet', async () => {
    stubFetch({ 'GET /api/v1/vendor/my-shops': () => json({ items: [] }) });
    renderApp('/vendor/products', { auth: signedInVendor });
    expect(await screen.findByText('You do not run a shop yet')).toBeInTheDocument();
  });
});
