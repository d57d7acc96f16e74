import { Paper } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotificationList } from '../../../features/notifications/components/notification-list.tsx';

export function NotificationsRoute() {
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Bookings, credits, messages while you were away, and news from Vitrine."
      />
      <Paper withBorder radius="md" p="md">
        <NotificationList />
      </Paper>
    </>
  );
}
