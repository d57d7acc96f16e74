import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEEKDAYS } from '@vitrine/contracts/availability';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';
import { availability, slots } from '../console-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ name: 'Kala Boutique' });

// 10:00 and 10:40 in Kolkata on Monday 1 December 2026 (UTC+5:30): 23:30 and 00:10 in New York
// (UTC-5), on two different days there.
const mondaySlots = slots([
  { startsAt: '2026-12-01T04:30:00.000Z', endsAt: '2026-12-01T05:00:00.000Z', available: true },
  { startsAt: '2026-12-01T05:10:00.000Z', endsAt: '2026-12-01T05:40:00.000Z', available: false },
]);

function availabilityApi(
  put: (request: StubbedRequest) => Response = ({ body }) =>
    json({ ...(body as object), timeZone: 'Asia/Kolkata' }),
) {
  return stubFetch({
    'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
    [`GET /api/v1/vendor/${kala.id}/availability`]: () => json(availability()),
    [`PUT /api/v1/vendor/${kala.id}/availability`]: put,
    [`GET /api/v1/vendor/${kala.id}/slots`]: () => json(mondaySlots),
  });
}

describe('the availability screen', () => {
  it('shows the saved week and copies Monday to every day, then saves it', async () => {
    const logged = vi.spyOn(console, 'error');
    const { seen } = availabilityApi();
    const user = userEvent.setup();
    renderApp('/vendor/availability', { auth: signedInVendor });

    const week = await screen.findByRole('region', { name: 'Weekly hours (Asia/Kolkata)' });
    expect(within(week).getByLabelText('Monday, range 1: opens at')).toHaveValue('10:00');
    expect(within(week).getAllByText('Closed')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: "Use Monday's hours every day" }));
    expect(within(week).queryByText('Closed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByText('Hours saved')).toBeInTheDocument();
    const sent = seen.find((r) => r.method === 'PUT')!.body as {
      weeklyHours: Record<string, unknown>;
      meetingMinutes: number;
    };
    for (const day of WEEKDAYS) {
      expect(sent.weeklyHours[day], day).toEqual([{ start: '10:00', end: '13:00' }]);
    }
    expect(sent.meetingMinutes).toBe(30);
    // Its panes are keyed apart (both once had the shop's id, which React warns of).
    expect(logged.mock.calls.flat().join('\n')).not.toMatch(/two children with the same key/);
  });

  it('refuses a range that closes before it opens, naming it, without saving', async () => {
    const { seen } = availabilityApi();
    const user = userEvent.setup();
    renderApp('/vendor/availability', { auth: signedInVendor });

    const closes = await screen.findByLabelText('Monday, range 1: closes at');
    await user.clear(closes);
    await user.type(closes, '09:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(
      await screen.findByText('Some hours need a fix; see the marked fields.'),
    ).toBeInTheDocument();
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAccessibleDescription(/Closing time must be after start/);
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("previews the next slots in the shop's own zone first, then in a shopper's", async () => {
    availabilityApi();
    const user = userEvent.setup();
    renderApp('/vendor/availability', { auth: signedInVendor });

    const preview = await screen.findByRole('region', { name: 'What shoppers see' });
    const zone = within(preview).getByLabelText("Shopper's time zone");
    // The shop's zone (Kolkata) until the owner picks another: 10:00 and 10:40 (taken).
    expect(await within(preview).findByText(/10:00\sAM/)).toBeInTheDocument();
    expect(within(preview).getByText(/10:40\sAM \(taken\)/)).toBeInTheDocument();
    expect(zone).toHaveValue('Asia/Kolkata');

    // New York: 11:30 PM on Monday 30 November, 12:10 AM (taken) on Tuesday 1 December.
    await user.selectOptions(zone, 'America/New_York');
    await waitFor(() => expect(within(preview).getByText(/11:30\sPM/)).toBeInTheDocument());
    expect(within(preview).getByText(/12:10\sAM \(taken\)/)).toBeInTheDocument();
    expect(within(preview).getByText(/Mon.*30 Nov|Mon.*Nov 30/)).toBeInTheDocument();
  });
});
