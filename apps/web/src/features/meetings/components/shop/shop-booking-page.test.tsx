import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shop, shopSummary } from '../../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer, signedInVendor } from '../../../../test/render-app.tsx';
import {
  booking,
  BOOKING_ID,
  daysAhead,
  SHOP_ID,
  shopBooking,
  slotList,
} from '../../meetings-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ id: SHOP_ID, name: 'Kala Boutique' });
const startsAt = daysAhead(3);
const later = daysAhead(4, 6, 0);
const reason = 'Our master tailor is unwell; please book again next week.';

describe("a booking's own page in the console (what its notification and mail open)", () => {
  it('shows the booking, moves it to another free slot and cancels it with a reason for the customer', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala })),
      [`GET /api/v1/vendor/bookings/${BOOKING_ID}`]: () => json(shopBooking({ startsAt })),
      [`GET /api/v1/vendor/${SHOP_ID}/slots`]: () => json(slotList([startsAt, later], [startsAt])),
      [`POST /api/v1/vendor/bookings/${BOOKING_ID}/reschedule`]: ({ body }) =>
        json(shopBooking({ startsAt: (body as { startsAt: string }).startsAt })),
      [`POST /api/v1/vendor/bookings/${BOOKING_ID}/cancel`]: ({ body }) =>
        json(
          shopBooking({
            startsAt: later,
            status: 'cancelled_by_shop',
            creditsRefunded: 30,
            cancelReason: (body as { reason: string }).reason,
          }),
        ),
    });
    const user = userEvent.setup();
    renderApp(`/vendor/bookings/${BOOKING_ID}`, { auth: signedInVendor });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meeting with Kavya Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All bookings/ })).toHaveAttribute(
      'href',
      '/vendor/bookings',
    );

    await user.click(screen.getByRole('button', { name: 'Move' }));
    const move = await screen.findByRole('dialog', { name: /Move the meeting with Kavya Iyer/ });
    expect(within(move).getByText(/customer is told/)).toBeInTheDocument();
    const dates = await within(move).findByRole('radiogroup', { name: 'Meeting date' });
    const days = within(dates).getAllByRole('radio');
    await user.click(days.at(-1)!);
    const times = within(move).getByRole('radiogroup', { name: 'Meeting time' });
    await user.click(within(times).getAllByRole('radio')[0]!);
    await user.click(within(move).getByRole('button', { name: 'Move the meeting' }));
    await vi.waitFor(() =>
      expect(
        seen.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/reschedule'))?.body,
      ).toEqual({ startsAt: later }),
    );

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.type(within(cancel).getByLabelText(/Reason for the customer/), reason);
    await user.click(within(cancel).getByRole('button', { name: 'Cancel the meeting' }));
    await vi.waitFor(() =>
      expect(
        seen.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/cancel'))?.body,
      ).toEqual({ reason }),
    );
  });

  it('is the not-found page for an id that cannot be a booking', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala })),
    });
    renderApp('/vendor/bookings/not-a-booking', { auth: signedInVendor });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe("the customer's meeting page", () => {
  it("gives the shop's reason for cancelling", async () => {
    stubFetch({
      [`GET /api/v1/user/bookings/${BOOKING_ID}`]: () =>
        json(
          booking({
            startsAt,
            status: 'cancelled_by_shop',
            creditsRefunded: 30,
            cancelReason: reason,
          }),
        ),
      [`GET /api/v1/user/bookings/${BOOKING_ID}/room`]: () =>
        json({ bookingId: BOOKING_ID, pins: [], chat: [] }),
    });
    renderApp(`/user/meetings/${BOOKING_ID}`, { auth: signedInCustomer });
    const note = await screen.findByRole('note', { name: 'The shop cancelled this meeting' });
    expect(note).toHaveTextContent(reason);
    expect(note).toHaveTextContent('30 credits were given back');
  });
});
