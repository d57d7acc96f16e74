import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';
import { booking, BOOKING_ID, daysAhead, INVITEE_ID, meetingPage } from '../meetings-test-data.ts';

afterEach(() => vi.restoreAllMocks());

describe('the Meetings and Invites List tabs', () => {
  it('lists upcoming meetings, cancels one with the refund policy, and filters by status', async () => {
    const upcoming = booking({ startsAt: daysAhead(3) });
    let cancelled = false;
    const { seen } = stubFetch({
      'GET /api/v1/user/meetings': () =>
        json(
          meetingPage([
            cancelled
              ? {
                  ...upcoming,
                  status: 'cancelled_by_customer',
                  creditsRefunded: MEETING_CREDIT_COST,
                }
              : upcoming,
          ]),
        ),
      [`POST /api/v1/user/bookings/${BOOKING_ID}/cancel`]: () => {
        cancelled = true;
        return json({ ...upcoming, status: 'cancelled_by_customer', creditsRefunded: 30 });
      },
    });
    const user = userEvent.setup();
    renderApp('/user', { auth: signedInCustomer });

    const item = (await screen.findByRole('link', { name: 'Suhana Silks' })).closest('li')!;
    expect(within(item).getByText('Booked')).toBeInTheDocument();
    // Three days ahead: joining is not open yet, and the card says when it opens.
    expect(within(item).getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(within(item).getByText(/^Joining opens /)).toBeInTheDocument();
    expect(seen[0]!.url.searchParams.get('when')).toBe('upcoming');

    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    expect(dialog).toHaveTextContent(
      `Cancel 24 hours or more before the start and all ${MEETING_CREDIT_COST} credits come back; later, no credits come back.`,
    );
    expect(dialog).toHaveTextContent(`Cancelling now gives back ${MEETING_CREDIT_COST} credits.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the meeting' }));
    expect(await screen.findByText(`${MEETING_CREDIT_COST} credits refunded`)).toBeInTheDocument();
    const after = screen.getByRole('link', { name: 'Suhana Silks' }).closest('li')!;
    expect(within(after).getByText('Cancelled by you')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await vi.waitFor(() => expect(seen.at(-1)!.url.searchParams.get('status')).toBe('completed'));
  });

  it("joins an invitation by the invitee's own link, once the window is open", async () => {
    const soon = booking({ startsAt: new Date(Date.now() + 5 * 60_000).toISOString() });
    stubFetch({
      'GET /api/v1/user/meetings/invitations': () => json(meetingPage([soon])),
    });
    renderApp('/user?tab=invitesList', { auth: signedInCustomer });
    const join = await screen.findByRole('link', { name: 'Join now' });
    expect(join).toHaveAttribute('href', `/join-meet/${BOOKING_ID}/${INVITEE_ID}`);
    expect(screen.getByText(/Invited by Kavya Iyer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
