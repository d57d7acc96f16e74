import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewedApplication } from '@vitrine/contracts/onboarding';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { ShopApplicationsReview } from './shop-applications-review.tsx';

const admin: typeof signedInCustomer = {
  ...signedInCustomer,
  role: { customer: false, vendor: false, employee: false, admin: true },
};

const pending: ReviewedApplication = {
  id: '7d0c5a3e-2f7b-4c4e-9a55-0b9f3b2f6a11',
  status: 'pending',
  account: { email: 'meera@example.com', mobile: '+919876543210' },
  business: { legalName: 'Meera Textiles LLP', pan: 'AAPFU0939F', pinCode: '302001' },
  shop: {
    name: 'Meera Studio',
    city: 'Jaipur',
    state: 'Rajasthan',
    categorySlugs: ['womens-ethnic'],
    occasionSlugs: ['wedding'],
    languageCodes: ['hi'],
  },
  media: { logo: null, cover: null, gallery: [] },
  rejectionReason: null,
  shopId: null,
  submittedAt: '2026-11-24T05:00:00.000Z',
  decidedAt: null,
  updatedAt: '2026-11-24T05:00:00.000Z',
  applicant: { id: 'user-7', name: 'Meera Rao', email: 'meera@example.com' },
  names: {
    categories: [{ slug: 'womens-ethnic', name: 'Women’s ethnic wear' }],
    subCategories: [],
    occasions: [{ slug: 'wedding', name: 'Wedding' }],
    languages: [{ code: 'hi', name: 'Hindi' }],
  },
};
const page = (items: ReviewedApplication[]) =>
  json({ items, total: items.length, page: 1, limit: 10 });

afterEach(() => vi.restoreAllMocks());

describe('ShopApplicationsReview', () => {
  it('names what the shop sells, for which occasions, in which languages', async () => {
    stubFetch({ 'GET /api/v1/admin/shops/applications': () => page([pending]) });
    renderScreen(<ShopApplicationsReview />, { path: '/admin/shop-applications', auth: admin });
    const card = await screen.findByRole('article', { name: 'Meera Studio' });
    expect(card).toHaveTextContent('Women’s ethnic wear');
    expect(card).toHaveTextContent('Occasions: Wedding');
    expect(card).toHaveTextContent('Languages: Hindi');
    expect(card).not.toHaveTextContent('womens-ethnic');
  });

  it('approves an application and shows the list without it', async () => {
    let decided = false;
    const { seen } = stubFetch({
      'GET /api/v1/admin/shops/applications': () => page(decided ? [] : [pending]),
      [`POST /api/v1/admin/shops/${pending.id}/approve`]: () => {
        decided = true;
        return json({ ...pending, status: 'approved', shopId: pending.id });
      },
    });
    renderScreen(<ShopApplicationsReview />, { path: '/admin/shop-applications', auth: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Meera Studio' }));

    expect(await screen.findByText('No applications waiting')).toBeInTheDocument();
    expect(
      screen.getByText('Meera Studio is approved: the shop is open and Meera Rao is mailed.'),
    ).toBeVisible();
    expect(seen.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/approve'))).toBe(true);
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/shops/applications': () => page([pending]),
      [`POST /api/v1/admin/shops/${pending.id}/reject`]: () =>
        json({ ...pending, status: 'rejected', rejectionReason: 'Blurry cover' }),
    });
    renderScreen(<ShopApplicationsReview />, { path: '/admin/shop-applications', auth: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    await user.click(screen.getByRole('button', { name: 'Reject Meera Studio' }));
    expect(await screen.findByText(/Say why the application is rejected/)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/Reason for rejecting/), 'Blurry cover');
    await user.click(screen.getByRole('button', { name: 'Reject Meera Studio' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Blurry cover' }),
    );
  });

  it('is not found for a signed-in customer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/admin/shop-applications', { auth: signedInCustomer });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
