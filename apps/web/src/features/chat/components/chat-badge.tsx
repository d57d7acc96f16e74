import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The header's chat icon with the unread badge: the user's unSeenMessages (raised
 * by each message sent to them, reset to 0 when they open a conversation).
 */
export function ChatBadge({ count, to }: { count: number; to: string }) {
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      offset={4}
      data-testid="chat-count"
    >
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        size="lg"
        aria-label={count ? `Chat, ${count} new` : 'Chat'}
      >
        <IconMessageCircle size={20} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
