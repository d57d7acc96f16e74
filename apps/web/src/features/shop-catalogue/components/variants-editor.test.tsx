import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductVariant } from '@vitrine/contracts/catalogue';
import type { OwnerProduct, ReplaceVariantsInput } from '@vitrine/contracts/shop-catalogue';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopSummary, uuid } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';

// The route's lazy chunk, loaded once before the screens are waited for: its first, cold
// transform can take longer than a find's wait on a busy machine.
beforeAll(() => import('../../../app/routes/vendor/products.tsx'), 60_000);
afterEach(() => vi.restoreAllMocks());

const signedInVendor = {
  ...signedInCustomer,
  profile: { name: 'Meera Shah', email: 'vendor@example.com' },
  role: { customer: false, vendor: true, employee: false, admin: false },
};
const shop = shopSummary({ name: 'Suhana Silks', isStitcher: true });
const product: OwnerProduct = {
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
};
const small: ProductVariant = {
  id: uuid(),
  size: 'S',
  colour: 'Indigo',
  madeToMeasure: false,
  price: { amountMinor: 1299900, currency: 'INR' },
  stock: 3,
  stockKind: 'in_stock',
  leadTimeDays: null,
};

function stubConsole(variants: () => Response) {
  let saved: ReplaceVariantsInput | undefined;
  const stub = stubFetch({
    'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
    'GET /api/v1/vendor/products': () => json({ items: [product], total: 1, page: 1, limit: 20 }),
    'GET /api/v1/category/categories-subcat': () => json({ items: [] }),
    [`GET /api/v1/vendor/products/${product.id}/variants`]: variants,
    [`PUT /api/v1/vendor/products/${product.id}/variants`]: ({ body }) => {
      saved = body as ReplaceVariantsInput;
      return json({
        items: saved.variants.map((variant, index) => ({
          ...small,
          ...variant,
          id: variant.id ?? uuid(),
          stock: variant.stock ?? 0,
          position: index,
        })),
      });
    },
  });
  return { ...stub, saved: () => saved };
}

async function openEditor() {
  const user = userEvent.setup();
  renderApp('/vendor/products', { auth: signedInVendor });
  await user.click(await screen.findByRole('button', { name: 'Edit Jamdani saree' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Jamdani saree”' });
  return { user, dialog };
}

describe('the variants editor', () => {
  it('edits, adds and removes variants and saves them together', async () => {
    const medium = { ...small, id: uuid(), size: 'M', stock: 0 };
    const stub = stubConsole(() => json({ items: [small, medium] }));
    const { user, dialog } = await openEditor();

    const sizeOne = await within(dialog).findByRole('textbox', { name: 'Size (variant 1)' });
    expect(sizeOne).toHaveValue('S');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price (variant 1)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (variant 1)' }), '11999.50');
    await user.click(within(dialog).getByRole('button', { name: 'Remove variant 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a variant' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Size (variant 2)' }), 'L');
    await user.click(within(dialog).getAllByRole('radio', { name: 'Made to order' })[1]!);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Lead time in days (variant 2)' }),
      '10',
    );
    await user.click(within(dialog).getAllByRole('checkbox', { name: 'Made to measure' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save variants' }));

    expect(await within(dialog).findByText('Variants saved.')).toBeInTheDocument();
    expect(stub.saved()).toEqual({
      variants: [
        {
          id: small.id,
          size: 'S',
          colour: 'Indigo',
          madeToMeasure: false,
          price: { amountMinor: 1199950, currency: 'INR' },
          stockKind: 'in_stock',
          stock: 3,
          leadTimeDays: null,
        },
        {
          size: 'L',
          colour: null,
          madeToMeasure: true,
          price: { amountMinor: 1199950, currency: 'INR' },
          stockKind: 'made_to_order',
          stock: 0,
          leadTimeDays: 10,
        },
      ],
    });
    // Many keystrokes in one dialog: slow on a machine shared by several test runs.
  }, 60_000);

  it('names the variant and field it refuses, and sends nothing', async () => {
    const stub = stubConsole(() => json({ items: [] }));
    const { user, dialog } = await openEditor();
    expect(
      await within(dialog).findByText(/No variants: the product is sold as itself/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a variant' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (variant 1)' }), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save variants' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Variant 1 (size): a variant needs a size, a colour or made to measure',
    );
    expect(stub.saved()).toBeUndefined();
  });

  it('shows an error with a retry when the variants cannot be loaded', async () => {
    let fail = true;
    stubConsole(() =>
      fail
        ? json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 503 })
        : json({ items: [small] }),
    );
    const { user, dialog } = await openEditor();
    expect(await within(dialog).findByText('We could not load the variants')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: /try again|retry/i }));
    expect(await within(dialog).findByRole('textbox', { name: 'Size (variant 1)' })).toHaveValue(
      'S',
    );
  });
});
