import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/** What `ActionFeedbackProvider` shows; its own chunk, loaded with the first message. */
export default function ActionFeedbackToast({
  message,
  tone,
  dismiss,
}: {
  message: string;
  tone: 'done' | 'failed';
  dismiss: () => void;
}) {
  const Icon = tone === 'done' ? IconCircleCheck : IconAlertTriangle;
  return (
    <Paper
      shadow="md"
      withBorder
      radius="md"
      px="md"
      py="sm"
      maw="min(32rem, calc(100vw - 2rem))"
      style={{
        pointerEvents: 'auto',
        borderColor: tone === 'failed' ? 'var(--mantine-color-red-7)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Icon
          size={20}
          color={`var(--mantine-color-${tone === 'done' ? 'teal' : 'red'}-8)`}
          aria-hidden
        />
        <Text size="sm">{message}</Text>
        <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} />
      </Group>
    </Paper>
  );
}
