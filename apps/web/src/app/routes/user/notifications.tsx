import { Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotificationList } from '../../../features/notifications/components/notification-list.tsx';

/** /user/notifications: the whole notification centre, a page at a time (`?page=`). */
export function NotificationsRoute() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Bookings, credits, messages while you were away, and news from Vitrine."
      />
      <Paper withBorder radius="md" p="md">
        <NotificationList
          paging={{
            page,
            onChange: (next) => setParams(next === 1 ? {} : { page: String(next) }),
          }}
        />
      </Paper>
    </>
  );
}
