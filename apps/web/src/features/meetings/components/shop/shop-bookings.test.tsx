import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shop, shopSummary } from '../../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../../test/render-app.tsx';
import { BOOKING_ID, SHOP_ID, shopBooking, shopBookingPage } from '../../meetings-test-data.ts';
import { dayIn, mondayOf } from '../../rules/week-calendar.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const kala = shopSummary({ id: SHOP_ID, name: 'Kala Boutique' });

describe("the console's bookings", () => {
  it('shows this week in a calendar, moves by week with the keyboard, and opens a booking', async () => {
    // Only the clock is fixed (timers stay real): Wednesday 9 January 2030, 08:30 in Kolkata.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-09T03:00:00Z'));
    const today = dayIn(new Date(), 'Asia/Kolkata');
    const startsAt = `${today}T04:30:00.000Z`;
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala, timeZone: 'Asia/Kolkata' })),
      'GET /api/v1/vendor/bookings': () => json(shopBookingPage([shopBooking({ startsAt })])),
      [`PATCH /api/v1/vendor/bookings/${BOOKING_ID}/notes`]: ({ body }) =>
        json(shopBooking({ startsAt, notes: (body as { notes: string }).notes })),
    });
    const user = userEvent.setup();
    renderApp('/vendor/bookings?view=calendar', { auth: signedInVendor });

    const calendar = await screen.findByRole('region', { name: /Week calendar/ });
    const days = within(calendar).getAllByRole('region');
    expect(days).toHaveLength(7);
    const todayBox = days.find((d) => d.textContent?.includes('(today)'))!;
    const entry = within(todayBox).getByRole('button', { name: /Kavya Iyer · Booked/ });

    const weekRequest = seen.filter((r) => r.url.pathname === '/api/v1/vendor/bookings').at(-1)!;
    const monday = mondayOf(today);
    expect(weekRequest.url.searchParams.get('shopId')).toBe(SHOP_ID);
    expect(weekRequest.url.searchParams.get('when')).toBe('all');
    expect(monday).toBe('2030-01-07');
    expect(weekRequest.url.searchParams.get('from')).toBe('2030-01-06T00:00:00Z');
    expect(weekRequest.url.searchParams.get('to')).toBe('2030-01-15T00:00:00Z');

    // Arrow keys on the calendar move a week; the heading follows.
    const title = screen.getByRole('heading', { name: /^Week of / });
    const before = title.textContent;
    calendar.focus();
    await user.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(title.textContent).not.toBe(before));
    await user.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(title.textContent).toBe(before));

    // The booking opens with its actions and private notes.
    await user.click(
      within(await screen.findByRole('region', { name: /Week calendar/ })).getByRole('button', {
        name: entry.getAttribute('aria-label') ?? /Kavya Iyer · Booked/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Private notes'), 'Wants red silk');
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    expect(await within(dialog).findByText('Notes saved.')).toBeInTheDocument();
  });

  it('lists past bookings with no-show marking after the end', async () => {
    const past = shopBooking({ startsAt: '2026-01-05T05:30:00.000Z' });
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala })),
      'GET /api/v1/vendor/bookings': () => json(shopBookingPage([past])),
      [`POST /api/v1/vendor/bookings/${BOOKING_ID}/no-show`]: () =>
        json({ ...past, status: 'no_show' }),
    });
    const user = userEvent.setup();
    renderApp('/vendor/bookings?when=past', { auth: signedInVendor });
    await user.click(await screen.findByRole('button', { name: 'Mark as no-show' }));
    await vi.waitFor(() =>
      expect(seen.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/no-show'))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says what each booker is looking for by name', async () => {
    const chosen = shopBooking({
      startsAt: '2026-01-05T05:30:00.000Z',
      categories: [{ slug: 'womens-ethnic', name: 'Women’s ethnic wear' }],
      occasions: [{ slug: 'wedding', name: 'Wedding' }],
    });
    stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
      'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala })),
      'GET /api/v1/vendor/bookings': () => json(shopBookingPage([chosen])),
    });
    renderApp('/vendor/bookings?when=past', { auth: signedInVendor });
    expect(
      await screen.findByText('Looking for: Women’s ethnic wear, Wedding'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('womens-ethnic');
  });
});
