import { Badge, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { inAppPathOr } from '@vitrine/contracts/in-app-path';
import type { Notification } from '@vitrine/contracts/notifications';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { NOTIFICATION_PAGE_SIZE, useGetNotificationsQuery } from '../api/get-notifications.ts';
import { useMarkNotificationsMutation } from '../api/mark-notifications.ts';
import { kindLabels, totalUnread } from '../lib/notification-counts.ts';

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const unread = notification.status !== 'read';
  return (
    <li>
      <UnstyledButton
        onClick={() => onOpen(notification)}
        p="xs"
        w="100%"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        bg={unread ? 'var(--mantine-color-indigo-0)' : undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={unread ? 700 : 500}>
              {unread ? (
                <>
                  <VisuallyHidden>Unread:</VisuallyHidden>{' '}
                </>
              ) : null}
              {notification.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {notification.body}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(notification.createdAt)} · {kindLabels[notification.kind]}
            </Text>
          </Stack>
          {unread ? (
            // The text takes the narrowing on a phone, never the badge ("N…").
            <Badge size="xs" variant="filled" aria-hidden="true" style={{ flexShrink: 0 }}>
              New
            </Badge>
          ) : null}
        </Group>
      </UnstyledButton>
    </li>
  );
}

type NotificationListProps = {
  /** Closes a popover around the list when a notification is opened. */
  onNavigate?: () => void;
  /** The full page's pager: the page shown and how to change it. Without it, the newest page. */
  paging?: { page: number; onChange: (page: number) => void };
};

/**
 * The notification centre: newest first, unread counts per kind, mark all read; opening one
 * marks it read and goes to its subject.
 */
export function NotificationList({ onNavigate, paging }: NotificationListProps) {
  // The newest page's arguments equal the live hook's, so the two share one cache entry.
  const list = useGetNotificationsQuery({
    page: paging?.page ?? 1,
    limit: NOTIFICATION_PAGE_SIZE,
  });
  const feedback = useActionFeedback();
  // feedback: not an action of its own: opening a notification marks it read, and its dot goes
  const [markRead] = useMarkNotificationsMutation();
  const [markAll, marking] = useMarkNotificationsMutation();
  const navigate = useNavigate();

  if (list.isLoading) return <ListLoading label="Loading your notifications" rows={3} />;
  if (list.isError || !list.data)
    return (
      <ErrorState
        title="We could not load your notifications"
        error={toApiError(list.error)}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );

  const { items, counts, page, limit, total } = list.data;
  const open = (notification: Notification) => {
    if (notification.status !== 'read')
      void markRead({ action: 'read', id: notification.id })
        .unwrap()
        .catch((error: unknown) => console.error('Marking a notification read failed:', error));
    onNavigate?.();
    // A link stored before links were checked may lead off the site: such a one opens nothing.
    const link = inAppPathOr(notification.link, null);
    if (link) void navigate(link);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Group gap={6} aria-label="Unread per kind">
          {(Object.keys(kindLabels) as (keyof typeof kindLabels)[]).map((kind) => (
            <Badge key={kind} variant="light" size="sm" data-kind={kind}>
              {kindLabels[kind]}: {counts.unread[kind]}
            </Badge>
          ))}
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={totalUnread(counts) === 0}
          loading={marking.isLoading}
          onClick={() =>
            void feedback.run(() => markAll({ action: 'read-all' }).unwrap(), {
              done: 'Every notification is marked read.',
              failed: 'The notifications were not marked read',
            })
          }
        >
          Mark all read
        </Button>
      </Group>
      {total === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <IconBell size={24} aria-hidden="true" />
          <Text c="dimmed" size="sm">
            No notifications yet.
          </Text>
        </Stack>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} onOpen={open} />
          ))}
        </Stack>
      )}
      {paging ? (
        <ListPagination
          page={page}
          limit={limit}
          total={total}
          onChange={paging.onChange}
          noun="notifications"
          label="Notification pages"
        />
      ) : null}
    </Stack>
  );
}
