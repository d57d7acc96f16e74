import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { SupportMessage } from '@vitrine/contracts/support';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** The conversation, oldest first; staff answers are tinted. */
export function SupportMessages({ messages }: { messages: SupportMessage[] }) {
  if (messages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No messages yet. We will answer here, and tell you when we do.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Card
          key={message.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          bg={message.authorRole === 'staff' ? 'var(--mantine-color-blue-0)' : undefined}
        >
          <Text size="sm" fw={600}>
            {message.authorName}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {formatDateTime(message.createdAt)}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
          {message.attachments.length > 0 ? (
            <Group gap="sm">
              {message.attachments.map((a, i) => (
                <Anchor key={a.id} href={a.url} target="_blank" size="sm">
                  Picture {i + 1}
                </Anchor>
              ))}
            </Group>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
