import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReviews, WrittenReview } from '@vitrine/contracts/reviews';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const meetingId = '0b8a4c1e-2f4e-4c4b-9b1e-7f1c2d3e4f50';
const written: WrittenReview = {
  id: '5c9e8d7a-1b2c-4d3e-8f9a-0b1c2d3e4f51',
  kind: 'meet',
  shopId: '7d0e1f2a-3b4c-4d5e-9f6a-7b8c9d0e1f52',
  shopName: 'Zari House',
  subjectId: meetingId,
  authorName: 'Asha',
  rating: 5,
  title: 'Lovely',
  body: 'They showed me every saree.',
  answer: 'Thank you, Asha!',
  answeredAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
  editableUntil: '2026-12-20T10:00:00.000Z',
};
const before: MyReviews = {
  reviewable: [
    {
      kind: 'meet',
      subjectId: meetingId,
      shopId: written.shopId!,
      shopName: 'Zari House',
      at: '2026-11-19T10:00:00.000Z',
    },
  ],
  reviewed: [],
};

describe('/user/rating', () => {
  it('reviews a completed meeting; the review then shows with the shop’s answer', async () => {
    let mine = before;
    const { seen } = stubFetch({
      'GET /api/v1/user/reviews': () => json(mine),
      'GET /api/v1/reviews/customers/specific': () => json({ review: null }),
      'POST /api/v1/reviews/meets': () => {
        mine = { reviewable: [], reviewed: [written] };
        return json(written, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderApp('/user/rating', { auth: signedInCustomer });

    await user.click(await screen.findByRole('button', { name: 'Write a review of Zari House' }));
    const five = screen.getAllByRole('radio', { name: '5 out of 5 stars' })[0]!;
    await user.click(document.querySelector(`label[for="${five.id}"]`)!);
    const bodies = screen.getAllByLabelText(/^Your review/);
    await user.type(bodies[0]!, 'They showed me every saree.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Thank you, Asha!')).toBeInTheDocument();
    expect(screen.getByText(/Nothing to review right now/)).toBeInTheDocument();
    // A confirmation says where the review went.
    expect(
      screen.getByText('Your review of Zari House is posted: it is under Your reviews.'),
    ).toBeVisible();
    const posted = seen.find((r) => r.method === 'POST');
    expect(posted?.body).toMatchObject({ meetingId, rating: 5 });
  });

  it('says so when there is nothing to review and nothing reviewed', async () => {
    stubFetch({
      'GET /api/v1/user/reviews': () => json({ reviewable: [], reviewed: [] }),
      'GET /api/v1/reviews/customers/specific': () => json({ review: null }),
    });
    renderApp('/user/rating', { auth: signedInCustomer });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
