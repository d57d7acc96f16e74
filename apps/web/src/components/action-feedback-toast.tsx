import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** What `ActionFeedbackProvider` shows; its own chunk, loaded with the first confirmation. */
export default function ActionFeedbackToast({
  message,
  dismiss,
}: {
  message: string;
  dismiss: () => void;
}) {
  return (
    <Paper
      shadow="md"
      withBorder
      radius="md"
      px="md"
      py="sm"
      maw="min(32rem, calc(100vw - 2rem))"
      style={{ pointerEvents: 'auto' }}
    >
      <Group gap="sm" wrap="nowrap">
        <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
        <Text size="sm">{message}</Text>
        <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} />
      </Group>
    </Paper>
  );
}
