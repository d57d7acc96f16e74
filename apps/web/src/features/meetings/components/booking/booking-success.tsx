import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { Booking } from '@vitrine/contracts/meetings';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date-time.ts';

/** After booking: what was booked, who was invited, and where to go next. */
export function BookingSuccess({ booking }: { booking: Booking }) {
  const invitees = booking.attendees.filter((a) => a.role === 'invitee');
  return (
    <Stack gap="md">
      <Alert
        color="green"
        title="Your meeting is booked"
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
      >
        <Text size="sm">
          {booking.shopName}, {formatDateTime(booking.startsAt)}. {booking.creditsUsed} credits were
          taken from your balance. A confirmation with a calendar invitation is on its way to your
          email.
        </Text>
      </Alert>
      {invitees.length > 0 ? (
        <div>
          <Text fw={600}>Invited</Text>
          <List>
            {invitees.map((invitee) => (
              <List.Item key={invitee.id}>
                {invitee.name} ({invitee.email}) gets an email with their link.
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <Group>
        <Button component={Link} to={`/user/meetings/${booking.id}`}>
          See the meeting
        </Button>
        <Button component={Link} to="/user" variant="default">
          All my meetings
        </Button>
        <Button component={Link} to={`/shop/${booking.shopId}`} variant="subtle">
          Back to the shop
        </Button>
      </Group>
    </Stack>
  );
}
