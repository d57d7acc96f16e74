import { Alert, Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { Booking } from '@vitrine/contracts/meetings';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { useNow } from '../hooks/use-now.ts';
import { statusColors, statusLabels } from '../rules/meeting-status.ts';
import { MeetingActions } from './meeting-actions.tsx';
import { MeetingRecord } from './meeting-record.tsx';

const budgetOf = ({ min, max, currency }: Booking['priceRange']) => {
  if (min === null && max === null) return 'No limit';
  return [
    min === null ? 'Any' : formatMoney(min, currency),
    max === null ? 'any' : formatMoney(max, currency),
  ].join(' to ');
};

/** One meeting of the customer's: when, who, what they are looking for, credits, and actions. */
export function MeetingDetail({ meeting }: { meeting: Booking }) {
  const now = useNow();
  const shopTime = formatDateTime(meeting.startsAt, { timeZone: meeting.shopTimeZone });
  const rows: [string, string][] = [
    [
      'When (your time)',
      `${formatDateTime(meeting.startsAt)} to ${formatDateTime(meeting.endsAt)}`,
    ],
    [`Shop's time (${meeting.shopTimeZone.replace(/_/g, ' ')})`, shopTime],
    ['Categories', meeting.categories.map((c) => c.name).join(', ') || 'None'],
    ['Occasions', meeting.occasions.map((o) => o.name).join(', ') || 'None'],
    ['Budget', budgetOf(meeting.priceRange)],
    ['Credits used', String(meeting.creditsUsed)],
    ['Credits refunded', String(meeting.creditsRefunded)],
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Badge size="lg" color={statusColors[meeting.status]} variant="light">
          {statusLabels[meeting.status]}
        </Badge>
        <MeetingActions meeting={meeting} as="booker" now={now} />
      </Group>
      {meeting.status === 'cancelled_by_shop' ? (
        <Alert
          role="note"
          aria-label="The shop cancelled this meeting"
          color="orange"
          title="The shop cancelled this meeting"
        >
          <Stack gap={4}>
            {meeting.cancelReason ? <Text size="sm">“{meeting.cancelReason}”</Text> : null}
            {meeting.creditsRefunded > 0 ? (
              <Text size="sm">
                {meeting.creditsRefunded} credits were given back to your balance.
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 120, sm: 220 }}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="meeting-people">
        <Title order={2} size="h4" id="meeting-people" mb="xs">
          People
        </Title>
        <List>
          {meeting.attendees.map((attendee) => (
            <List.Item key={attendee.id}>
              {attendee.name} ({attendee.email})
              {attendee.role === 'booker' ? ', booked it' : ', invited'}
            </List.Item>
          ))}
        </List>
      </Paper>
      <MeetingRecord bookingId={meeting.id} />
    </Stack>
  );
}
