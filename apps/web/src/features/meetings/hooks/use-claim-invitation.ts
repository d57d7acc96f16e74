import { useEffect } from 'react';
import { useClaimInvitationMutation } from '../api/claim-invitation.ts';

/**
 * A customer who opens an attendee link signed in is that invitee: the meeting joins their
 * invitations. Quietly, once per link: joining never waits for it, and a link another account
 * holds (409) or the booker's own link (400) changes nothing on this page.
 */
export function useClaimInvitation(
  link: { bookingId: string; attendeeId: string },
  signedInCustomer: boolean,
) {
  // feedback: not a person's action: opening an invitation link claims it quietly; the page shows the meeting either way
  const [claim] = useClaimInvitationMutation();
  const { bookingId, attendeeId } = link;
  useEffect(() => {
    if (!signedInCustomer) return;
    claim({ bookingId, attendeeId }).catch(() => undefined);
  }, [claim, bookingId, attendeeId, signedInCustomer]);
}
