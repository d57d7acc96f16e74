import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';
import { booking, BOOKING_ID, daysAhead } from '../meetings-test-data.ts';

const PRODUCT_ID = '5d9e1c3a-8b7f-4e2a-9c1d-0f6a7b8c9d0e';

describe("a meeting's page", () => {
  it('shows the products the shop pinned and the chat of the call', async () => {
    stubFetch({
      [`GET /api/v1/user/bookings/${BOOKING_ID}`]: () =>
        json(booking({ startsAt: daysAhead(-2), status: 'completed' })),
      [`GET /api/v1/user/bookings/${BOOKING_ID}/room`]: () =>
        json({
          bookingId: BOOKING_ID,
          pins: [
            {
              productId: PRODUCT_ID,
              title: 'Banarasi silk saree',
              priceMinor: 1_250_000,
              currency: 'INR',
              imageUrl: null,
              url: `/product/${PRODUCT_ID}`,
              pinnedAt: daysAhead(-2),
              meetingPriceMinor: null,
              meetingPriceEndsAt: daysAhead(-1),
            },
          ],
          chat: [
            {
              id: '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
              participantId: 'shop',
              name: 'Suhana Silks',
              role: 'shop',
              body: 'This one comes in emerald too.',
              sentAt: daysAhead(-2),
            },
          ],
        }),
    });
    renderApp(`/user/meetings/${BOOKING_ID}`, { auth: signedInCustomer });

    const pins = await screen.findByRole('list', { name: 'Pinned products' });
    expect(within(pins).getByRole('link', { name: 'Banarasi silk saree' })).toHaveAttribute(
      'href',
      `/product/${PRODUCT_ID}`,
    );
    expect(within(pins).getByText('₹12,500.00')).toBeInTheDocument();
    const chat = screen.getByRole('list', { name: 'Chat during the call' });
    expect(chat).toHaveTextContent('Suhana Silks');
    expect(chat).toHaveTextContent('This one comes in emerald too.');
  });

  it('says so when nothing was pinned or written', async () => {
    stubFetch({
      [`GET /api/v1/user/bookings/${BOOKING_ID}`]: () => json(booking({ startsAt: daysAhead(3) })),
      [`GET /api/v1/user/bookings/${BOOKING_ID}/room`]: () =>
        json({ bookingId: BOOKING_ID, pins: [], chat: [] }),
    });
    renderApp(`/user/meetings/${BOOKING_ID}`, { auth: signedInCustomer });
    expect(
      await screen.findByText('The shop pinned no products during this meeting.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nobody wrote in the call’s chat.')).toBeInTheDocument();
  });

  it('names the categories and occasions the booker chose', async () => {
    stubFetch({
      [`GET /api/v1/user/bookings/${BOOKING_ID}`]: () =>
        json(
          booking({
            categories: [{ slug: 'womens-ethnic', name: 'Women’s ethnic wear' }],
            occasions: [{ slug: 'wedding', name: 'Wedding' }],
          }),
        ),
      [`GET /api/v1/user/bookings/${BOOKING_ID}/room`]: () =>
        json({ bookingId: BOOKING_ID, pins: [], chat: [] }),
    });
    renderApp(`/user/meetings/${BOOKING_ID}`, { auth: signedInCustomer });
    expect(
      await screen.findByRole('row', { name: 'Categories Women’s ethnic wear' }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: 'Occasions Wedding' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('womens-ethnic');
  });
});
