import { Group } from '@mantine/core';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { ChatBadge } from '../../../features/chat/components/chat-badge.tsx';
import { useChatLive } from '../../../features/chat/hooks/use-chat-live.ts';
import { NotificationBell } from '../../../features/notifications/components/notification-bell.tsx';
import { useNotificationsLive } from '../../../features/notifications/hooks/use-notifications-live.ts';
import { useLiveData } from '../../../lib/live-data.ts';

/**
 * The signed-in header's chat badge and notification bell, and the live updates behind them
 * (chat caches, notification sound) and behind every open page (orders, invoices, support
 * requests, meetings, payouts, credits: lib/live-data.ts). Loaded lazily after sign-in: the
 * first screen of a visitor never downloads it.
 */
export function HeaderIndicators() {
  const { userId, role, isCustomer } = useAuth();
  // Chat is for customers and shop owners (staff accounts have no conversations).
  const chats = isCustomer || role?.vendor === true;
  const groups = useChatLive(chats ? userId : null);
  const notifications = useNotificationsLive(userId !== null);
  useLiveData(userId !== null);
  const chatPath = isCustomer || !role?.vendor ? '/user/chat' : '/vendor/inbox';
  return (
    <Group gap={4} wrap="nowrap">
      {chats ? <ChatBadge count={groups.data?.counters.unSeenMessages ?? 0} to={chatPath} /> : null}
      <NotificationBell counts={notifications.data?.counts} />
    </Group>
  );
}
