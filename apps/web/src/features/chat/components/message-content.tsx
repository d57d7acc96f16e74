import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@vitrine/contracts/chat';
import { IconCalendarEvent, IconPackage, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../lib/money-format.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const moneyOf = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { amountMinor, currency } = value as Record<string, unknown>;
  return typeof amountMinor === 'number' && typeof currency === 'string'
    ? { amountMinor, currency }
    : undefined;
};

/** A product, booking or order sent in a conversation, as a card linking to it. */
function RichCard({ message }: { message: ChatMessage }) {
  const { content } = message;
  const money = useMoneyFormat();
  if (message.type === 'product') {
    const productId = text(content['productId']);
    // The server answers only what shoppers may see now: an archived product has no details.
    if (content['available'] === false || !productId) {
      return (
        <Card withBorder padding="xs" radius="md" maw={260}>
          <Group gap={6} wrap="nowrap">
            <IconPackage size={16} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              This product is no longer available
            </Text>
          </Group>
        </Card>
      );
    }
    const imageUrl = text(content['imageUrl']);
    const price = moneyOf(content['price']);
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
          <Anchor component={Link} to={`/product/${productId}`} size="sm" fw={600}>
            {text(content['title']) ?? 'A product'}
          </Anchor>
        </Group>
        {price ? (
          <Text size="sm" c="dimmed">
            {money.money(price.amountMinor, price.currency)}
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
