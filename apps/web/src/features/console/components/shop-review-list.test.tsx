import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WrittenReview } from '@vitrine/contracts/reviews';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ name: 'Kala Boutique' });
const review: WrittenReview = {
  id: '5c9e8d7a-1b2c-4d3e-8f9a-0b1c2d3e4f51',
  kind: 'meet',
  shopId: kala.id,
  shopName: 'Kala Boutique',
  subjectId: '0b8a4c1e-2f4e-4c4b-9b1e-7f1c2d3e4f50',
  authorName: 'Asha',
  rating: 4,
  title: null,
  body: 'Lovely colours, slow call.',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
  editableUntil: '2026-12-20T10:00:00.000Z',
};
const page = (items: WrittenReview[]) => ({ items, total: items.length, page: 1, limit: 10 });

describe('the console reviews screen', () => {
  it('answers a review once; the answer replaces the form', async () => {
    let current = review;
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/reviews': () => json(page([current])),
      'POST /api/v1/vendor/reviews/*': () => {
        current = { ...review, answer: 'Thank you!', answeredAt: '2026-11-21T10:00:00.000Z' };
        return json(current);
      },
    });
    const user = userEvent.setup();
    renderApp('/vendor/reviews', { auth: signedInVendor });

    expect(await screen.findByText('Lovely colours, slow call.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Your answer/), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('Your answer:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post answer' })).not.toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ answer: 'Thank you!' });
  });

  it('says how reviews arrive when there are none', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/reviews': () => json(page([])),
    });
    renderApp('/vendor/reviews', { auth: signedInVendor });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
