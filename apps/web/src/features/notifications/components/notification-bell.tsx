import { ActionIcon, Anchor, Indicator, Popover, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { NotificationCounts } from '@vitrine/contracts/notifications';
import { totalUnread } from '../lib/notification-counts.ts';

// The list loads on first open: the header itself carries only the bell and its count.
const NotificationList = lazy(() =>
  import('./notification-list.tsx').then((m) => ({ default: m.NotificationList })),
);

/** The bell with the unread count; the centre opens in a popover (a full page on /user/notifications). */
export function NotificationBell({ counts }: { counts: NotificationCounts | undefined }) {
  const [opened, setOpened] = useState(false);
  const unread = totalUnread(counts);
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      offset={4}
      data-testid="notification-count"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        width={360}
        position="bottom-end"
        shadow="md"
        trapFocus
      >
        {/* The target is the button itself: Popover adds aria-expanded and aria-controls to it. */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown
          aria-label="Notifications"
          role="dialog"
          mah="70dvh"
          style={{ overflowY: 'auto' }}
        >
          {opened ? (
            <Stack gap="xs">
              <Suspense
                fallback={
                  <Text size="sm" c="dimmed">
                    Loading notifications…
                  </Text>
                }
              >
                <NotificationList onNavigate={() => setOpened(false)} />
              </Suspense>
              <Anchor
                component={Link}
                to="/user/notifications"
                size="sm"
                onClick={() => setOpened(false)}
              >
                See all notifications
              </Anchor>
            </Stack>
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
