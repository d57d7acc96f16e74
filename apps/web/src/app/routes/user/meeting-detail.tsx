import { Anchor, Group, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetBookingQuery } from '../../../features/meetings/api/get-booking.ts';
import { MeetingDetail } from '../../../features/meetings/components/meeting-detail.tsx';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot name a booking is the not-found page, without asking the server. */
export function meetingDetailLoader({ params }: LoaderFunctionArgs) {
  if (!uuidPattern.test(params.bookingId ?? '')) {
    throw data('There is no such meeting.', { status: 404 });
  }
  return null;
}

/** /user/meetings/:bookingId: one meeting's summary. */
export function MeetingDetailRoute() {
  const { bookingId = '' } = useParams();
  const { data: meeting, error, refetch } = useGetBookingQuery(bookingId);
  return (
    <>
      <Group mb="sm">
        <Anchor component={Link} to="/user" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            All my meetings
          </Group>
        </Anchor>
      </Group>
      <PageHeader
        title={meeting ? `Meeting with ${meeting.shopName}` : 'Meeting'}
        description="Who is coming, what you are looking for, and the credits."
      />
      {error ? (
        <ErrorState
          title="We could not load this meeting"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : meeting ? (
        <MeetingDetail meeting={meeting} />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </>
  );
}
