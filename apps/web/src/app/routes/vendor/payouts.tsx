import { PageHeader } from '../../../components/page-header.tsx';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { PayoutsPanel } from '../../../features/earnings/components/payouts-panel.tsx';

/** /vendor/payouts: request a payout, the bank account payouts go to, and past payouts. */
export function VendorPayoutsRoute() {
  const { shop } = useConsoleShop();
  return (
    <>
      <PageHeader
        title="Payouts"
        description="Payable earnings go to your bank account every day; request a payout any time above the minimum."
      />
      <PayoutsPanel key={shop.id} shopId={shop.id} />
    </>
  );
}
