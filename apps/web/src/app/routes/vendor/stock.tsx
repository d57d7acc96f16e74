import { PageHeader } from '../../../components/page-header.tsx';
import { StockList } from '../../../features/console/components/stock-list.tsx';

export function VendorStockRoute() {
  return (
    <>
      <PageHeader
        title="Stock"
        description="Units left of each product and variant; what is running low comes first."
      />
      <StockList />
    </>
  );
}
