import { PageHeader } from '../../../components/page-header.tsx';
import { AvailabilityEditor } from '../../../features/console/components/availability-editor.tsx';

export function VendorAvailabilityRoute() {
  return (
    <>
      <PageHeader
        title="Meeting hours"
        description="When customers can book video meetings with you, in your shop's time zone."
      />
      <AvailabilityEditor />
    </>
  );
}
