import { useMemo } from 'react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { inviteeRoomToken } from '../../../features/meeting-room/api/room-token.ts';
import { MeetingRoom } from '../../../features/meeting-room/components/meeting-room.tsx';
import { useClaimInvitation } from '../../../features/meetings/hooks/use-claim-invitation.ts';

// Bookings and attendees are named by UUIDs, like every other entity.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A link whose ids cannot name a booking and an attendee is a 404 (the not-found page). */
export function joinMeetLoader({ params }: LoaderFunctionArgs) {
  if (!uuidPattern.test(params.bookingId ?? '') || !uuidPattern.test(params.attendeeId ?? '')) {
    throw data('This meeting link is not complete. Copy the whole link from your invitation.', {
      status: 404,
    });
  }
  return null;
}

/**
 * `/join-meet/:bookingId/:attendeeId`: an invitee's way in, no account needed. Opened signed in
 * as a customer, the invitation becomes that account's (listed under its invitations).
 */
export function JoinMeetRoute() {
  const { bookingId = '', attendeeId = '' } = useParams();
  const { isCustomer } = useAuth();
  useClaimInvitation({ bookingId, attendeeId }, isCustomer);
  const getToken = useMemo(() => inviteeRoomToken(bookingId, attendeeId), [bookingId, attendeeId]);
  return (
    <MeetingRoom
      bookingId={bookingId}
      getToken={getToken}
      back={{ to: '/', label: 'Go to Vitrine' }}
    />
  );
}
