import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { SHOP_ID, SHOW_ID, trunkShow } from '../trunk-shows-test-data.ts';
import { ShopTrunkShows } from './shop-trunk-shows.tsx';

afterEach(() => vi.restoreAllMocks());

const LIST = `GET /api/v1/shops/${SHOP_ID}/trunk-shows`;
const MINE = 'GET /api/v1/user/trunk-show-seats';
const seatPage = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 100 });
const SEAT_ID = '00000000-0000-4000-8000-00000000c001';
const shop = { id: SHOP_ID, name: 'Kala Boutique', timeZone: 'Asia/Kolkata' };
const listing = (isCustomer: boolean) => (
  <ShopTrunkShows
    shop={shop}
    isCustomer={isCustomer}
    signInTo="/auth/login?redirect=%2Fshop%2Fkala"
  />
);

describe("a shop's trunk shows on its page", () => {
  it('lists upcoming shows with the seats left, and books a seat for a customer', async () => {
    let seatsLeft = 15;
    const seats: unknown[] = [];
    const { seen } = stubFetch({
      [LIST]: () => json({ items: [trunkShow({ seatsLeft, seatsTaken: 20 - seatsLeft })] }),
      [MINE]: () => json(seatPage(seats)),
      [`POST /api/v1/user/trunk-shows/${SHOW_ID}/seats`]: () => {
        seatsLeft -= 1;
        const seat = {
          id: SEAT_ID,
          status: 'booked',
          creditsUsed: 30,
          creditsRefunded: 0,
          cancelledAt: null,
          createdAt: new Date().toISOString(),
          trunkShow: trunkShow({ seatsLeft, seatsTaken: 20 - seatsLeft }),
        };
        seats.push(seat);
        return json(seat, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderScreen(listing(true), { auth: signedInCustomer });

    const show = await screen.findByRole('listitem', { name: 'Winter bridal edit' });
    expect(within(show).getByText(/15 of 20 seats left · 30 credits a seat/)).toBeInTheDocument();
    await user.click(within(show).getByRole('button', { name: 'Book a seat' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your seat at “Winter bridal edit” is booked; 30 credits were used.',
    );
    expect(seen.some((r) => r.method === 'POST')).toBe(true);
    // The list is fetched again after the booking: one seat fewer, and the seat is mine.
    expect(await within(show).findByText(/14 of 20 seats left/)).toBeInTheDocument();
    expect(await within(show).findByText('You hold a seat')).toBeInTheDocument();
    expect(within(show).getByRole('link', { name: 'Enter the room' })).toHaveAttribute(
      'href',
      `/user/trunk-shows/${SHOW_ID}/room`,
    );
    expect(within(show).queryByRole('button', { name: 'Book a seat' })).not.toBeInTheDocument();
  });

  it('cancels a seat I hold, saying what comes back', async () => {
    const held = {
      id: SEAT_ID,
      status: 'booked',
      creditsUsed: 30,
      creditsRefunded: 0,
      cancelledAt: null,
      createdAt: new Date().toISOString(),
      trunkShow: trunkShow(),
    };
    let seats: unknown[] = [held];
    stubFetch({
      [LIST]: () => json({ items: [trunkShow()] }),
      [MINE]: () => json(seatPage(seats)),
      [`POST /api/v1/user/trunk-show-seats/${SEAT_ID}/cancel`]: () => {
        seats = [];
        return json({ ...held, status: 'cancelled_by_customer', creditsRefunded: 30 });
      },
    });
    const user = userEvent.setup();
    renderScreen(listing(true), { auth: signedInCustomer });
    const show = await screen.findByRole('listitem', { name: 'Winter bridal edit' });
    expect(
      await within(show).findByText('Cancelling now gives back 30 credits.'),
    ).toBeInTheDocument();
    await user.click(within(show).getByRole('button', { name: 'Cancel my seat' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your seat is cancelled; 30 credits are back.',
    );
    expect(await within(show).findByRole('button', { name: 'Book a seat' })).toBeEnabled();
  });

  it('says when every seat is taken, and a full show cannot be booked', async () => {
    stubFetch({
      [LIST]: () => json({ items: [trunkShow({ seatsLeft: 0, seatsTaken: 20 })] }),
      [MINE]: () => json(seatPage([])),
    });
    renderScreen(listing(true), { auth: signedInCustomer });
    const show = await screen.findByRole('listitem', { name: 'Winter bridal edit' });
    expect(within(show).getByText('Every seat is taken')).toBeInTheDocument();
    expect(within(show).getByRole('button', { name: 'Book a seat' })).toBeDisabled();
  });

  it('shows the server’s TRUNK_SHOW_FULL answer as an alert', async () => {
    stubFetch({
      [LIST]: () => json({ items: [trunkShow()] }),
      [MINE]: () => json(seatPage([])),
      [`POST /api/v1/user/trunk-shows/${SHOW_ID}/seats`]: () =>
        json(
          {
            error: {
              code: 'TRUNK_SHOW_FULL',
              message: 'Every seat of this trunk show is taken.',
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderScreen(listing(true), { auth: signedInCustomer });
    await user.click(await screen.findByRole('button', { name: 'Book a seat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The seat was not booked: Every seat of this trunk show is taken.',
    );
  });

  it('asks a visitor to sign in to book a seat', async () => {
    stubFetch({ [LIST]: () => json({ items: [trunkShow()] }) });
    renderScreen(listing(false));
    const link = await screen.findByRole('link', { name: 'Sign in to book a seat' });
    expect(link).toHaveAttribute('href', '/auth/login?redirect=%2Fshop%2Fkala');
  });

  it('shows nothing when the shop has no upcoming show, and an error with a retry', async () => {
    let fail = true;
    stubFetch({
      [LIST]: () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'Boom.' } }, { status: 500 })
          : json({ items: [] }),
    });
    const user = userEvent.setup();
    const { container } = renderScreen(listing(false));
    expect(await screen.findByText('We could not load the trunk shows')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trunk shows' })).not.toBeInTheDocument(),
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
