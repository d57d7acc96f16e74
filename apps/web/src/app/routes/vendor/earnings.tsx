import { PageHeader } from '../../../components/page-header.tsx';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { EarningsLedger } from '../../../features/earnings/components/earnings-ledger.tsx';

/** /vendor/earnings: the shop's balances, its ledger and its monthly statements. */
export function VendorEarningsRoute() {
  const { shop } = useConsoleShop();
  return (
    <>
      <PageHeader
        title="Earnings"
        description="What each meeting, order and stitching invoice earned you after commission and fees, and when it becomes payable."
      />
      <EarningsLedger key={shop.id} shopId={shop.id} />
    </>
  );
}
