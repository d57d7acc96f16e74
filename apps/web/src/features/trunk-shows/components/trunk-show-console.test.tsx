import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shop, shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';
import { SHOP_ID, SHOW_ID, vendorTrunkShow } from '../trunk-shows-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ id: SHOP_ID, name: 'Kala Boutique' });
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 50 });
const consoleRoutes = {
  'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
  'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala, timeZone: 'Asia/Kolkata' })),
};

describe("the console's trunk shows", () => {
  it('opens a trunk show from the form and lists it', async () => {
    const shows: unknown[] = [];
    const { seen } = stubFetch({
      ...consoleRoutes,
      'GET /api/v1/vendor/trunk-shows': () => json(page(shows)),
      'POST /api/v1/vendor/trunk-shows': ({ body }) => {
        const input = body as { title: string; capacity: number; startsAt: string };
        const created = vendorTrunkShow({
          title: input.title,
          capacity: input.capacity,
          seatsTaken: 0,
          seatsLeft: input.capacity,
          startsAt: input.startsAt,
        });
        shows.push(created);
        return json(created, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderApp('/vendor/trunk-shows', { auth: signedInVendor });

    expect(await screen.findByText('No trunk shows yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New trunk show' });
    await user.type(within(form).getByLabelText(/Title/), 'Festive sarees');
    const start = new Date(Date.now() + 3 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T11:00`;
    await user.type(within(form).getByLabelText(/Starts/), local);
    const seats = within(form).getByLabelText(/Seats/);
    await user.clear(seats);
    await user.type(seats, '12');
    await user.click(within(form).getByRole('button', { name: 'Open the trunk show' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      /“Festive sarees” is open: 12 seats/,
    );
    const posted = seen.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(posted).toMatchObject({
      shopId: SHOP_ID,
      title: 'Festive sarees',
      capacity: 12,
      durationMinutes: 60,
      creditsPerSeat: 30,
      startsAt: new Date(local).toISOString(),
    });
    const listed = await screen.findByRole('listitem', { name: 'Festive sarees' });
    expect(within(listed).getByText('0 of 12 seats taken')).toBeInTheDocument();
  });

  it('names a bad field beside it, from the form and from the server', async () => {
    stubFetch({
      ...consoleRoutes,
      'GET /api/v1/vendor/trunk-shows': () => json(page([])),
      'POST /api/v1/vendor/trunk-shows': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'capacity: must be at most 200 seats',
              details: [{ field: 'capacity', message: 'must be at most 200 seats' }],
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/vendor/trunk-shows', { auth: signedInVendor });
    const form = await screen.findByRole('form', { name: 'New trunk show' });
    await user.click(within(form).getByRole('button', { name: 'Open the trunk show' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Starts must be a date and time')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Title/), 'Festive sarees');
    await user.type(within(form).getByLabelText(/Starts/), '2031-03-01T11:00');
    await user.click(within(form).getByRole('button', { name: 'Open the trunk show' }));
    expect(await within(form).findByText(/must be at most 200 seats/)).toBeInTheDocument();
  });

  it('lists seat holders and cancels a show, refunding every seat', async () => {
    let show = vendorTrunkShow({
      seats: [
        {
          seatId: '00000000-0000-4000-8000-00000000c001',
          customerName: 'Kavya Iyer',
          status: 'booked',
          createdAt: new Date().toISOString(),
        },
      ],
      seatsTaken: 1,
      seatsLeft: 19,
    });
    stubFetch({
      ...consoleRoutes,
      'GET /api/v1/vendor/trunk-shows': () => json(page([show])),
      [`POST /api/v1/vendor/trunk-shows/${SHOW_ID}/cancel`]: () => {
        show = { ...show, status: 'cancelled', seatsLeft: 0 };
        return json(show);
      },
    });
    const user = userEvent.setup();
    renderApp('/vendor/trunk-shows', { auth: signedInVendor });
    const card = await screen.findByRole('listitem', { name: 'Winter bridal edit' });
    expect(within(card).getByText(/Seat holders: Kavya Iyer/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel and refund every seat' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '“Winter bridal edit” is cancelled: 1 seat holders get their credits back and are told.',
    );
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    stubFetch({
      ...consoleRoutes,
      'GET /api/v1/vendor/trunk-shows': () =>
        json({ error: { code: 'INTERNAL', message: 'Boom.' } }, { status: 500 }),
    });
    renderApp('/vendor/trunk-shows', { auth: signedInVendor });
    expect(await screen.findByText('We could not load your trunk shows')).toBeInTheDocument();
  });
});
