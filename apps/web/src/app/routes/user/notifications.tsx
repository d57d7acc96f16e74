import { Paper } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotificationList } from '../../../features/notifications/components/notification-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';

/** /user/notifications: the whole notification centre, a page at a time (`?page=`). */
export function NotificationsRoute() {
  const { state, update } = useListSearch();
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Bookings, credits, messages while you were away, and news from Vitrine."
      />
      <Paper withBorder radius="md" p="md">
        <NotificationList paging={{ page: state.page, onChange: (page) => update({ page }) }} />
      </Paper>
    </>
  );
}
