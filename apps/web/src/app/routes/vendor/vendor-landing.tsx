import { PageHeader } from '../../../components/page-header.tsx';
import { ConsoleOverview } from '../../../features/console/components/console-overview.tsx';

/** /vendor/vendorLanding: a signed-in owner's home in the shop console. */
export function VendorLandingRoute() {
  return (
    <>
      <PageHeader
        title="Overview"
        description="Today's meetings, chats and orders, your shop's status and how it is doing."
      />
      <ConsoleOverview />
    </>
  );
}
