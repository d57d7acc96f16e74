import type { ChatStatus } from '@vitrine/contracts/chat';
import { IconCheck, IconChecks, IconEye, IconEyeCheck } from '@tabler/icons-react';
import { Group, Text } from '@mantine/core';

const look: Record<ChatStatus, { label: string; Icon: typeof IconCheck; color?: string }> = {
  delivered: { label: 'Delivered', Icon: IconCheck },
  unseen: { label: 'Unseen', Icon: IconChecks },
  unread: { label: 'Unread', Icon: IconEye },
  read: { label: 'Read', Icon: IconEyeCheck, color: 'var(--mantine-color-indigo-6)' },
};

/**
 * The sender's tick under its own message: its status (delivered, unseen, unread, read), in words
 * for screen readers.
 */
export function StatusTick({ status }: { status: ChatStatus }) {
  const { label, Icon, color } = look[status];
  return (
    <Group gap={2} data-status={status} aria-label={`Status: ${label}`} role="status">
      <Icon size={14} aria-hidden="true" color={color} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
