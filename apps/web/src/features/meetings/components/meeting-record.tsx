import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MeetingRoomSummary } from '@vitrine/contracts/meeting-room';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { useGetMeetingRecordQuery } from '../api/get-meeting-record.ts';

function PinnedList({ pins }: { pins: MeetingRoomSummary['pins'] }) {
  if (pins.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The shop pinned no products during this meeting.
      </Text>
    );
  }
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Pinned products"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {pins.map((pin) => (
        <Group component="li" key={pin.productId} gap="sm" wrap="nowrap">
          {pin.imageUrl ? (
            <img
              src={pin.imageUrl}
              alt=""
              width={48}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : null}
          <div>
            <Anchor component={Link} to={pin.url} size="sm" fw={600}>
              {pin.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatMoney(pin.priceMinor, pin.currency)}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}

function ChatTranscript({ chat }: { chat: MeetingRoomSummary['chat'] }) {
  if (chat.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nobody wrote in the call’s chat.
      </Text>
    );
  }
  return (
    <Stack
      gap={6}
      component="ol"
      aria-label="Chat during the call"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {chat.map((message) => (
        <li key={message.id}>
          <Text size="sm">
            <Text span fw={600}>
              {message.name}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {formatDateTime(message.sentAt)}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** What stays of the call with the meeting: the products the shop pinned and the chat. */
export function MeetingRecord({ bookingId }: { bookingId: string }) {
  const { data: record, error, refetch } = useGetMeetingRecordQuery(bookingId);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        From the call
      </Title>
      {error ? (
        <ErrorState
          title="We could not load what was shared in the call"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : !record ? (
        <Skeleton height={80} aria-label="Loading what was shared in the call" />
      ) : (
        <Stack gap="md">
          <div>
            <Title order={3} size="h5" mb={6}>
              Pinned products
            </Title>
            <PinnedList pins={record.pins} />
          </div>
          <div>
            <Title order={3} size="h5" mb={6}>
              Chat
            </Title>
            <ChatTranscript chat={record.chat} />
          </div>
        </Stack>
      )}
    </Paper>
  );
}
