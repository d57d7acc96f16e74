import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { interestNames, type VendorBooking } from '@vitrine/contracts/meetings';
import { useContext } from 'react';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { shopStatusLabels, statusColors } from '../../rules/meeting-status.ts';
import { BookingNotes } from './booking-notes.tsx';
import { ShopBookingActions } from './shop-booking-actions.tsx';
import { ShopBookingExtra } from './shop-booking-extra.ts';

/** One booking of the shop: who, when (in the shop's zone), interests, actions and notes. */
export function ShopBookingCard({
  booking,
  now,
  component = 'li',
}: {
  booking: VendorBooking;
  now: Date;
  component?: 'li' | 'div';
}) {
  const extra = useContext(ShopBookingExtra);
  const guests = booking.attendees.filter((a) => a.role === 'invitee').map((a) => a.name);
  const interests = interestNames(booking);
  return (
    <Paper component={component} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{booking.customerName}</Text>
            <Text size="sm">
              {formatDateTime(booking.startsAt, { timeZone: booking.shopTimeZone })}
            </Text>
          </div>
          <Badge color={statusColors[booking.status]} variant="light">
            {shopStatusLabels[booking.status]}
          </Badge>
        </Group>
        {guests.length > 0 ? <Text size="sm">With {guests.join(', ')}</Text> : null}
        {interests ? (
          <Text size="sm" c="dimmed">
            Looking for: {interests}
          </Text>
        ) : null}
        <ShopBookingActions booking={booking} now={now} />
        {extra?.(booking, now)}
        <BookingNotes key={booking.notes} bookingId={booking.id} notes={booking.notes} />
      </Stack>
    </Paper>
  );
}
