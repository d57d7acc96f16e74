import { Anchor, Group, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetShopBookingQuery } from '../../../features/meetings/api/get-shop-booking.ts';
import { useNow } from '../../../features/meetings/hooks/use-now.ts';
import { ShopBookingCard } from '../../../features/meetings/components/shop/shop-booking-card.tsx';
import { ShopBookingExtra } from '../../../features/meetings/components/shop/shop-booking-extra.ts';
import { MeetingQuality } from '../../../features/meetings/components/shop/meeting-quality.tsx';
import { CreateOrderFromPins } from '../../../features/orders/components/console/create-order-from-pins.tsx';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot name a booking is the not-found page, without asking the server. */
export function vendorBookingDetailLoader({ params }: LoaderFunctionArgs) {
  if (!uuidPattern.test(params.bookingId ?? '')) {
    throw data('There is no such booking.', { status: 404 });
  }
  return null;
}

/**
 * /vendor/bookings/:bookingId: one booking of the shop, with its actions and notes; what the
 * booking's notifications and mails open.
 */
export function VendorBookingDetailRoute() {
  const { bookingId = '' } = useParams();
  const { data: booking, error, refetch } = useGetShopBookingQuery(bookingId);
  const now = useNow();
  return (
    <>
      <Group mb="sm">
        <Anchor component={Link} to="/vendor/bookings" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            All bookings
          </Group>
        </Anchor>
      </Group>
      <PageHeader
        title={booking ? `Meeting with ${booking.customerName}` : 'Meeting'}
        description="When, who is coming and what they are looking for; join, move or cancel it."
      />
      {error ? (
        <ErrorState
          title="We could not load this booking"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : booking ? (
        <ShopBookingExtra.Provider
          value={(shown, at) => <CreateOrderFromPins booking={shown} now={at} />}
        >
          <ShopBookingCard booking={booking} now={now} component="div" />
          {/* Once the meeting has started: before, nobody's browser has anything to report. */}
          {Date.parse(booking.startsAt) <= now.getTime() ? (
            <MeetingQuality bookingId={booking.id} />
          ) : null}
        </ShopBookingExtra.Provider>
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </>
  );
}
