import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReviews, WrittenReview } from '@vitrine/contracts/reviews';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysAgo, ORDER_ID, orderDetail } from '../../../features/orders/orders-test-data.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';

afterEach(() => vi.restoreAllMocks());

const delivered = orderDetail({ status: 'delivered', paidAt: daysAgo(5), deliveredAt: daysAgo(1) });
const toReview: MyReviews = {
  reviewable: [
    {
      kind: 'order',
      subjectId: ORDER_ID,
      shopId: delivered.shopId,
      shopName: delivered.shopName,
      at: daysAgo(1),
    },
  ],
  reviewed: [],
};
const written: WrittenReview = {
  id: '5c9e8d7a-1b2c-4d3e-8f9a-0b1c2d3e4f51',
  kind: 'order',
  shopId: delivered.shopId,
  shopName: delivered.shopName,
  subjectId: ORDER_ID,
  authorName: 'Asha',
  rating: 4,
  title: null,
  body: 'Lovely weave, quick delivery.',
  answer: null,
  answeredAt: null,
  createdAt: daysAgo(0),
  updatedAt: null,
  editableUntil: daysAgo(-30),
};

const open = (order = delivered, mine: () => MyReviews, extra = {}) => {
  const stub = stubFetch({
    [`GET /api/v1/user/orders/${ORDER_ID}`]: () => json(order),
    'GET /api/v1/user/address': () => json({ items: [] }),
    'GET /api/v1/user/reviews': () => json(mine()),
    ...extra,
  });
  renderApp(`/user/orders/${ORDER_ID}`, { auth: signedInCustomer });
  return stub;
};

describe("a delivered order's review call to action", () => {
  it('invites a review until the order is reviewed, with the form on the page', async () => {
    let mine = toReview;
    const { seen } = open(delivered, () => mine, {
      'POST /api/v1/reviews/orders': () => {
        mine = { reviewable: [], reviewed: [written] };
        return json(written, { status: 201 });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review this order' }));
    const four = screen.getAllByRole('radio', { name: '4 out of 5 stars' })[0]!;
    await user.click(document.querySelector(`label[for="${four.id}"]`)!);
    await user.type(screen.getAllByLabelText(/^Your review/)[0]!, 'Lovely weave, quick delivery.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    // The review shows where it was written, with a confirmation; the invitation is gone.
    const region = await screen.findByRole('region', { name: 'Your review' });
    expect(await within(region).findByText('Your review is posted. Thank you!')).toBeVisible();
    expect(region).toHaveTextContent('Lovely weave, quick delivery.');
    expect(within(region).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(within(region).getByRole('link', { name: 'See all your reviews' })).toHaveAttribute(
      'href',
      '/user/rating',
    );
    expect(screen.queryByRole('button', { name: 'Review this order' })).not.toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      orderId: ORDER_ID,
      rating: 4,
      body: 'Lovely weave, quick delivery.',
    });
  });

  it('shows no invitation for an order already reviewed', async () => {
    const { seen } = open(delivered, () => ({ reviewable: [], reviewed: [written] }));
    expect(await screen.findByRole('region', { name: 'What you can do' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(seen.some((r) => r.url.pathname === '/api/v1/user/reviews')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Review this order' })).not.toBeInTheDocument();
  });
});
