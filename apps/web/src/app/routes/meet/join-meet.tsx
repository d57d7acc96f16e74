import { IconVideoOff } from '@tabler/icons-react';
import { data, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

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
 * Meetings cannot be booked yet, so no link leads to a meeting: the page says so rather than
 * showing a room that does not exist.
 */
export function JoinMeetRoute() {
  return (
    <>
      <PageHeader
        title="Join a meeting"
        description="Join a video meeting with a shop from the link in your booking or invitation."
      />
      <EmptyState
        icon={<IconVideoOff size={24} />}
        title="Video meetings are not open yet"
        actions={<LinkButton to="/shops">Browse shops</LinkButton>}
      >
        Meetings with shops cannot be booked on Vitrine yet, so this link does not lead to a
        meeting. When meetings open, the link in your booking or invitation will bring you straight
        into the call.
      </EmptyState>
    </>
  );
}
