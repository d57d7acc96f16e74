import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@vitrine/contracts/chat';
import { IconRefresh } from '@tabler/icons-react';
import { outgoingStatus } from '../lib/chat-status.ts';
import { MessageContent } from './message-content.tsx';
import { StatusTick } from './status-tick.tsx';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

type MessageBubbleProps = {
  message: ChatMessage;
  mine: boolean;
  /** A send of mine that failed: shown with a retry instead of a tick. */
  onRetry?: () => void;
  sending?: boolean;
};

/** One message: mine on the right with its status tick, theirs on the left. */
export function MessageBubble({ message, mine, onRetry, sending = false }: MessageBubbleProps) {
  return (
    <Box
      component="li"
      style={{
        listStyle: 'none',
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
      }}
      data-message-id={message.id}
    >
      <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} maw="80%">
        <Paper
          px="sm"
          py={6}
          radius="md"
          bg={mine ? 'var(--mantine-color-indigo-0)' : 'var(--mantine-color-gray-1)'}
        >
          <MessageContent message={message} />
        </Paper>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            <time dateTime={message.timestamp}>{time.format(new Date(message.timestamp))}</time>
          </Text>
          {onRetry ? (
            <>
              <Text size="xs" c="red.8">
                Not sent
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconRefresh size={12} aria-hidden="true" />}
                onClick={onRetry}
              >
                Retry
              </Button>
            </>
          ) : sending ? (
            <Text size="xs" c="dimmed">
              Sending…
            </Text>
          ) : mine ? (
            <StatusTick status={outgoingStatus(message)} />
          ) : null}
        </Group>
      </Stack>
    </Box>
  );
}
