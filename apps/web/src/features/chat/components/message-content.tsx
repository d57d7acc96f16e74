import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@vitrine/contracts/chat';
import { IconCalendarEvent, IconPackage, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A product, booking or order sent in a conversation, as a card linking to it. */
function RichCard({ message }: { message: ChatMessage }) {
  const { content } = message;
  if (message.type === 'product') {
    const productId = text(content['productId']);
    const imageUrl = text(content['imageUrl']);
    return (
      <Card withBorder padding="xs" radius="md" maw={260}>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            height={120}
            style={{ width: '100%', objectFit: 'cover', borderRadius: 4 }}
          />
        ) : null}
        <Group gap={6} mt={imageUrl ? 'xs' : 0} wrap="nowrap">
          <IconPackage size={16} aria-hidden="true" />
          <Anchor component={Link} to={`/product/${productId ?? ''}`} size="sm" fw={600}>
            {text(content['title']) ?? 'A product'}
          </Anchor>
        </Group>
        {content['price'] !== undefined ? (
          <Text size="sm" c="dimmed">
            {String(
              typeof content['price'] === 'object' && content['price'] !== null
                ? Object.values(content['price']).join(' ')
                : content['price'],
            )}
          </Text>
        ) : null}
      </Card>
    );
  }
  const isBooking = message.type === 'booking';
  const Icon = isBooking ? IconCalendarEvent : IconReceipt;
  const id = text(content[isBooking ? 'bookingId' : 'orderId']) ?? '';
  return (
    <Card withBorder padding="xs" radius="md" maw={260}>
      <Group gap={6} wrap="nowrap">
        <Icon size={16} aria-hidden="true" />
        <Anchor
          component={Link}
          to={isBooking ? '/user' : `/user/orders/${encodeURIComponent(id)}`}
          size="sm"
          fw={600}
        >
          {text(content['title']) ?? (isBooking ? 'A booking' : 'An order')}
        </Anchor>
      </Group>
      {text(content['summary']) ? (
        <Text size="sm" c="dimmed">
          {text(content['summary'])}
        </Text>
      ) : null}
    </Card>
  );
}

/** What a message shows: its text, its picture, or its card. */
export function MessageContent({ message }: { message: ChatMessage }) {
  if (message.type === 'text') {
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text(message.content['text'])}
      </Text>
    );
  }
  if (message.type === 'image') {
    const caption = text(message.content['caption']);
    return (
      <Stack gap={4}>
        <img
          src={text(message.content['url'])}
          alt={caption ?? 'A photo'}
          loading="lazy"
          style={{ maxWidth: 260, width: '100%', borderRadius: 4 }}
        />
        {caption ? <Text size="sm">{caption}</Text> : null}
      </Stack>
    );
  }
  return <RichCard message={message} />;
}
