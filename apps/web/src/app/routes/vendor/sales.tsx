import { PageHeader } from '../../../components/page-header.tsx';
import { ProductSalesReport } from '../../../features/console/components/product-sales.tsx';

export function VendorSalesRoute() {
  return (
    <>
      <PageHeader
        title="Sales"
        description="Units sold and revenue per product over a period, from your paid orders."
      />
      <ProductSalesReport />
    </>
  );
}
