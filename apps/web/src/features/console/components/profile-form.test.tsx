import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shop, shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shop({
  name: 'Kala Boutique',
  description: 'Hand block prints.',
  categories: [{ slug: 'bridal', name: 'Bridal' }],
  subCategories: [{ slug: 'bridal-sarees', name: 'Bridal Sarees' }],
  priceRange: { minMinor: 150000, maxMinor: 900000, currency: 'INR' },
});

function profileApi(patch: (request: StubbedRequest) => Response) {
  return stubFetch({
    'GET /api/v1/vendor/my-shops': () => json({ items: [shopSummary(kala)] }),
    'GET /api/v1/vendor/getVendorById': () => json(kala),
    'GET /api/v1/category/categories-subcat': () =>
      json({
        items: [
          {
            slug: 'bridal',
            name: 'Bridal',
            imageUrl: '/api/v1/media/categories/bridal.svg',
            subCategories: [{ slug: 'bridal-sarees', name: 'Bridal Sarees' }],
          },
          {
            slug: 'kids',
            name: 'Kids',
            imageUrl: '/api/v1/media/categories/kids.svg',
            subCategories: [{ slug: 'kids-party', name: 'Party wear' }],
          },
        ],
      }),
    'GET /api/v1/category/languages-names': () =>
      json({ items: [{ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' }] }),
    'GET /api/v1/category/occasions-names': () =>
      json({ items: [{ slug: 'wedding', name: 'Wedding' }] }),
    'PATCH /api/v1/vendor/updateVendor': patch,
  });
}

describe('the shop profile screen', () => {
  it("saves the edited profile for the owner's shop, in minor units, and says so", async () => {
    const { seen } = profileApi(({ body }) =>
      json({ ...kala, description: (body as { description: string }).description }),
    );
    const user = userEvent.setup();
    renderApp('/vendor/profile', { auth: signedInVendor });

    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Hand block prints.');
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();

    await user.clear(description);
    await user.type(description, 'Bridal lehengas.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const sent = seen.find((r) => r.method === 'PATCH')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      shopId: kala.id,
      description: 'Bridal lehengas.',
      categories: ['bridal'],
      subCategories: ['bridal-sarees'],
      priceRange: { minMinor: 150000, maxMinor: 900000, currency: 'INR' },
    });
    expect(sent).not.toHaveProperty('verified');
    expect(save).toBeDisabled();
  });

  it('checks the form before sending: a name too short and prices upside down', async () => {
    const { seen } = profileApi(() => json(kala));
    const user = userEvent.setup();
    renderApp('/vendor/profile', { auth: signedInVendor });

    const name = await screen.findByRole('textbox', { name: 'Shop name' });
    await user.clear(name);
    await user.type(name, 'K');
    const lowest = screen.getByRole('textbox', { name: 'Lowest price' });
    await user.clear(lowest);
    await user.type(lowest, '20000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Shop name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Highest price must not be below the lowest')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    profileApi(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'subCategories: not under the shop’s categories: kids-party',
            details: [
              { field: 'subCategories', message: 'not under the shop’s categories: kids-party' },
            ],
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/vendor/profile', { auth: signedInVendor });

    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.type(city, 'pur');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(
      await screen.findByText('Sub-categories not under the shop’s categories: kids-party'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeInTheDocument());
    const form = screen.getByRole('form', { name: 'Shop profile' });
    expect(within(form).queryByText('Profile saved')).not.toBeInTheDocument();
  });
});
