import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Booking } from '@vitrine/contracts/meetings';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { statusColors, statusLabels } from '../rules/meeting-status.ts';
import { MeetingActions, type MeetingRole } from './meeting-actions.tsx';

type MeetingCardProps = {
  meeting: Booking;
  /** booker: the customer booked it (may cancel, move); invitee: someone invited them. */
  as: MeetingRole;
  now: Date;
};

/** One meeting in the customer's lists: when, with whom, its status and what can be done. */
export function MeetingCard({ meeting, as, now }: MeetingCardProps) {
  const people = meeting.attendees.map((a) => a.name).join(', ');
  const booker = meeting.attendees.find((a) => a.role === 'booker');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Anchor
              component={Link}
              to={as === 'booker' ? `/user/meetings/${meeting.id}` : `/shop/${meeting.shopId}`}
              fw={600}
            >
              {meeting.shopName}
            </Anchor>
            <Text size="sm">{formatDateTime(meeting.startsAt)}</Text>
          </div>
          <Badge color={statusColors[meeting.status]} variant="light">
            {statusLabels[meeting.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {as === 'invitee' && booker ? `Invited by ${booker.name}. ` : ''}People: {people}
        </Text>
        {meeting.creditsRefunded > 0 ? (
          <Text size="sm">{meeting.creditsRefunded} credits refunded</Text>
        ) : null}
        <MeetingActions meeting={meeting} as={as} now={now} />
      </Stack>
    </Paper>
  );
}
