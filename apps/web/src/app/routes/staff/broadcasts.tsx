import { PageHeader } from '../../../components/page-header.tsx';
import { BroadcastForm } from '../../../features/staff-content/components/broadcast-form.tsx';

/** /staff/broadcasts (staff): a general or user-general notification. */
export function StaffBroadcastsRoute() {
  return (
    <>
      <PageHeader
        title="Broadcasts"
        description="Send a notification to every customer or to everyone. It appears in their notification centre at once."
      />
      <BroadcastForm />
    </>
  );
}
