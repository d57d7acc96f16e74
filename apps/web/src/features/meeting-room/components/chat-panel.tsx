import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_CHAT_MESSAGE_LENGTH, type RoomChatMessage } from '@vitrine/contracts/meeting-room';
import { useState, type FormEvent } from 'react';
import { formatTime } from '../../../lib/format-date-time.ts';
import classes from './meeting-room.module.css';

/** The in-call chat: kept with the booking, so a late joiner sees what was said. */
export function ChatPanel({
  messages,
  onSend,
}: {
  messages: RoomChatMessage[];
  onSend: (body: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    onSend(body);
    setDraft('');
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h5" mb="xs">
        Chat
      </Title>
      <Stack gap={6} className={classes.chatLog} aria-live="polite" aria-label="Chat messages">
        {messages.length === 0 && (
          <Text size="sm" c="dimmed">
            No messages yet.
          </Text>
        )}
        {messages.map((m) => (
          <Text key={m.id} size="sm">
            <Text span fw={600}>
              {m.name}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {formatTime(m.sentAt)}
            </Text>
            <br />
            {m.body}
          </Text>
        ))}
      </Stack>
      <form onSubmit={submit}>
        <Group gap="xs" mt="sm" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            label="Message"
            value={draft}
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit" disabled={draft.trim() === ''}>
            Send
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
