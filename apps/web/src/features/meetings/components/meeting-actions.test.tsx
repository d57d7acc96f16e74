import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer, signedInVendor } from '../../../test/render-app.tsx';
import { booking, BOOKING_ID, daysAhead, shopBooking } from '../meetings-test-data.ts';
import { MeetingActions } from './meeting-actions.tsx';
import { ShopBookingActions } from './shop/shop-booking-actions.tsx';

afterEach(() => vi.restoreAllMocks());

/** The app-wide confirmation (role=status) or failure (role=alert) that holds `text`. */
const toast = async (role: 'status' | 'alert', text: RegExp) => {
  const feedback = document.querySelector('[data-action-feedback]') as HTMLElement;
  return within(await within(feedback).findByRole(role)).findByText(text);
};

describe('feedback after a meeting action', () => {
  it('confirms a cancellation with the credits that came back, once the dialog closes', async () => {
    const meeting = booking({ startsAt: daysAhead(3) });
    stubFetch({
      [`POST /api/v1/user/bookings/${BOOKING_ID}/cancel`]: () =>
        json(booking({ ...meeting, status: 'cancelled_by_customer', creditsRefunded: 30 })),
    });
    renderScreen(<MeetingActions meeting={meeting} as="booker" now={new Date()} />, {
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the meeting' }));

    expect(
      await toast('status', /Meeting with Suhana Silks cancelled: 30 credits are back/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when the cancellation fails, and confirms nothing', async () => {
    const meeting = booking({ startsAt: daysAhead(3) });
    stubFetch({
      [`POST /api/v1/user/bookings/${BOOKING_ID}/cancel`]: () =>
        json(
          { error: { code: 'CONFLICT', message: 'This meeting has already started.' } },
          { status: 409 },
        ),
    });
    renderScreen(<MeetingActions meeting={meeting} as="booker" now={new Date()} />, {
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the meeting' }));

    expect(await within(dialog).findByText('This meeting has already started.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Cancel this meeting?' })).toBeInTheDocument();
    expect(document.querySelector('[data-action-feedback]')).toHaveTextContent('');
  });

  it("confirms a shop's no-show mark, and says why when it is refused", async () => {
    const startsAt = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    const ended = shopBooking({
      startsAt,
      endsAt: new Date(Date.now() - 90 * 60_000).toISOString(),
    });
    let refuse = false;
    stubFetch({
      [`POST /api/v1/vendor/bookings/${BOOKING_ID}/no-show`]: () =>
        refuse
          ? json(
              { error: { code: 'CONFLICT', message: 'The customer joined this meeting.' } },
              { status: 409 },
            )
          : json({ ...ended, status: 'no_show' }),
    });
    renderScreen(<ShopBookingActions booking={ended} now={new Date()} />, {
      auth: signedInVendor,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark as no-show' }));
    expect(await toast('status', /Kavya Iyer is marked as a no-show\./)).toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Mark as no-show' }));
    expect(
      await toast(
        'alert',
        /The meeting was not marked as a no-show: The customer joined this meeting\./,
      ),
    ).toBeInTheDocument();
  });
});
