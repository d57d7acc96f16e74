import { screen, within } from '@testing-library/react';
import type { MeetingQuality } from '@vitrine/contracts/meeting-room';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shop, shopSummary } from '../../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../../test/render-app.tsx';
import { BOOKING_ID, daysAhead, SHOP_ID, shopBooking } from '../../meetings-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ id: SHOP_ID, name: 'Kala Boutique' });
const QUALITY = `/api/v1/vendor/bookings/${BOOKING_ID}/quality`;

const consoleWith = (startsAt: string, quality: MeetingQuality['participants']) =>
  stubFetch({
    'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
    'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala })),
    [`GET /api/v1/vendor/bookings/${BOOKING_ID}`]: () =>
      json(shopBooking({ startsAt, status: 'completed' })),
    [`GET ${QUALITY}`]: () => json({ bookingId: BOOKING_ID, participants: quality }),
  });

const reported = {
  transport: 'mesh',
  reportedAt: '2026-01-05T06:00:00.000Z',
  packetsLost: 0,
} as const;

describe("a meeting's call quality in the console", () => {
  it("shows each participant's time to first frame, relayed or direct, and frames lost", async () => {
    consoleWith(daysAhead(-1), [
      {
        ...reported,
        participantId: 'attendee-1',
        name: 'Kavya Iyer',
        role: 'booker',
        firstFrameMs: 1840,
        path: 'relayed',
        framesReceived: 1000,
        framesDropped: 25,
        packetsLost: 41,
      },
      {
        ...reported,
        participantId: 'user-1',
        name: 'Vikram',
        role: 'shop',
        firstFrameMs: 620,
        path: 'direct',
        framesReceived: 900,
        framesDropped: 0,
      },
      {
        ...reported,
        participantId: 'attendee-2',
        name: 'Meera',
        role: 'invitee',
        transport: 'sfu',
        firstFrameMs: null,
        path: null,
        framesReceived: 0,
        framesDropped: 0,
      },
    ]);
    renderApp(`/vendor/bookings/${BOOKING_ID}`, { auth: signedInVendor });

    const table = await screen.findByRole('table', { name: 'Call quality by participant' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Kavya Iyer (customer)', '1.8 s', 'Relayed', '25 of 1000 (2.5%)', '41'],
      ['Vikram (shop)', '620 ms', 'Direct', '0 of 900 (0.0%)', '0'],
      ['Meera (guest)', 'No picture', 'Not connected, through the video server', '0 of 0', '0'],
    ]);
  });

  it('says so when nobody reported', async () => {
    consoleWith(daysAhead(-1), []);
    renderApp(`/vendor/bookings/${BOOKING_ID}`, { auth: signedInVendor });
    expect(await screen.findByText(/Nobody’s browser reported on this call yet/)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Call quality by participant' })).toBeNull();
  });

  it('is not asked for before the meeting starts', async () => {
    const { seen } = consoleWith(daysAhead(3), []);
    renderApp(`/vendor/bookings/${BOOKING_ID}`, { auth: signedInVendor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meeting with Kavya Iyer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Call quality' })).toBeNull();
    expect(seen.some((r) => r.url.pathname === QUALITY)).toBe(false);
  });
});
