import { PageHeader } from '../../../components/page-header.tsx';
import { ConsoleOverview } from '../../../features/console/components/console-overview.tsx';

/** /vendor/vendorLanding: a signed-in owner's home in the shop console. */
export function VendorLandingRoute() {
  return (
    <>
      <PageHeader
        title="Overview"
        description="Your shop's status, how it is doing, and the way to its meetings, chats and orders."
      />
      <ConsoleOverview />
    </>
  );
}
