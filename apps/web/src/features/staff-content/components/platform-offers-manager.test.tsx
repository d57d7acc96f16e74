import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformOffer } from '@vitrine/contracts/staff-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { expectNoAxeViolations, signedInEmployee } from '../staff-test-data.ts';
import { PlatformOffersManager } from './platform-offers-manager.tsx';
import { NO_OFFER_RULES } from '@vitrine/contracts/offer-codes';

const offer: PlatformOffer = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  offeror: 'platform',
  shop: null,
  title: 'Monsoon welcome',
  description: 'Ten per cent off',
  code: 'MONSOON10',
  discount: { kind: 'percent', percent: 10 },
  imageUrl: null,
  premium: false,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-31T00:00:00.000Z',
  status: 'active',
  premiumRequested: false,
  archivedAt: null,
  rules: NO_OFFER_RULES,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const page = (items: PlatformOffer[]) => json({ items, total: items.length, page: 1, limit: 20 });
const render = () =>
  renderScreen(<PlatformOffersManager />, {
    path: '/staff/content/offers',
    auth: signedInEmployee,
  });

afterEach(() => vi.restoreAllMocks());

describe('PlatformOffersManager', () => {
  it('searches with offerSearchKey, shows no match, and archives a live offer; axe-clean', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/offers': ({ url }) =>
        page(url.searchParams.get('offerSearchKey') === 'zz' ? [] : [offer]),
      [`POST /api/v1/admin/offers/${offer.id}/archive`]: () =>
        json({ ...offer, status: 'archived' }),
    });
    const { container } = render();
    expect(await screen.findByText('Monsoon welcome')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archive Monsoon welcome' }));
    await waitFor(() => expect(seen.some((r) => r.url.pathname.endsWith('/archive'))).toBe(true));

    await user.type(screen.getByLabelText('Search offers'), 'zz');
    expect(await screen.findByText('No offer matches')).toBeInTheDocument();
    expect(seen.some((r) => r.url.searchParams.get('offerSearchKey') === 'zz')).toBe(true);
  });

  it('checks the dates before sending and sends a new offer', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/offers': () => page([]),
      'POST /api/v1/admin/offers': () => json(offer, { status: 201 }),
    });
    render();
    expect(await screen.findByText('No platform offers yet')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a platform offer' });
    await user.type(within(form).getByLabelText('Title'), 'Monsoon welcome');
    await user.type(within(form).getByLabelText('Discount (%)'), '10');
    await user.type(within(form).getByLabelText('Starts'), '2026-12-31T00:00');
    await user.type(within(form).getByLabelText('Ends'), '2026-12-01T00:00');
    await user.click(within(form).getByRole('button', { name: 'Add offer' }));
    expect(await within(form).findByText('Ends must be after validFrom')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText('Ends'));
    await user.type(within(form).getByLabelText('Ends'), '2027-01-31T00:00');
    await user.click(within(form).getByRole('button', { name: 'Add offer' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
        title: 'Monsoon welcome',
        code: null,
        discount: { kind: 'percent', percent: 10 },
      }),
    );
  });

  it("sends the code's rules and names a rule the server refuses", async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/offers': () => page([]),
      'GET /api/v1/admin/taxonomy': () =>
        json({
          categories: [
            { slug: 'bridal', name: 'Bridal', parentSlug: null, position: 1, usedBy: 0 },
          ],
          occasions: [],
          languages: [],
        }),
      'GET /api/v1/admin/shops': () => json({ items: [], total: 0, page: 1, limit: 100 }),
      'POST /api/v1/admin/offers': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'rules.minimumAmountMinor: at most 1,000,000 rupees',
              details: [{ field: 'rules.minimumAmountMinor', message: 'at most 1,000,000 rupees' }],
            },
          },
          { status: 400 },
        ),
    });
    render();
    expect(await screen.findByText('No platform offers yet')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a platform offer' });
    await user.type(within(form).getByLabelText('Title'), 'First order treat');
    await user.type(within(form).getByLabelText('Code'), 'FIRST500');
    await user.type(within(form).getByLabelText('Discount (%)'), '10');
    await user.type(within(form).getByLabelText('Starts'), '2026-12-01T00:00');
    await user.type(within(form).getByLabelText('Ends'), '2027-01-31T00:00');
    await user.type(within(form).getByLabelText('Minimum amount (₹)'), '999');
    await user.type(within(form).getByLabelText('Uses per customer'), '1');
    await user.click(within(form).getByLabelText('First order only'));
    await user.click(within(form).getByRole('button', { name: 'Add offer' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
        code: 'FIRST500',
        rules: {
          minimumAmountMinor: 99_900,
          firstOrderOnly: true,
          perCustomerLimit: 1,
          categorySlugs: [],
          shopIds: [],
        },
      }),
    );
    expect(await within(form).findByText(/at most 1,000,000 rupees/)).toBeInTheDocument();
  });
});
