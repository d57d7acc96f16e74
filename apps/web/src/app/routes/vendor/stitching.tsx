import { PageHeader } from '../../../components/page-header.tsx';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { ConsoleStitching } from '../../../features/stitching/components/console-stitching.tsx';

export function VendorStitchingRoute() {
  const { shop } = useConsoleShop();
  return (
    <>
      <PageHeader
        title="Stitching"
        description="Send customers stitching invoices and tell them as their garments move through each stage."
      />
      <ConsoleStitching shopId={shop.id} />
    </>
  );
}
