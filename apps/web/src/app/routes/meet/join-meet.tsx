import { useMemo } from 'react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { inviteeRoomToken } from '../../../features/meeting-room/api/room-token.ts';
import { MeetingRoom } from '../../../features/meeting-room/components/meeting-room.tsx';

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

/** `/join-meet/:bookingId/:attendeeId`: an invitee's way in, no account needed. */
export function JoinMeetRoute() {
  const { bookingId = '', attendeeId = '' } = useParams();
  const getToken = useMemo(() => inviteeRoomToken(bookingId, attendeeId), [bookingId, attendeeId]);
  return (
    <MeetingRoom
      bookingId={bookingId}
      getToken={getToken}
      back={{ to: '/', label: 'Go to Vitrine' }}
    />
  );
}
