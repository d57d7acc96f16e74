import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { OrderList } from '../../../features/orders/components/order-list.tsx';

/** /vendor/orders: the shop's orders with filters and download, and a new order. */
export function VendorOrdersRoute() {
  const { shop } = useConsoleShop();
  return (
    <>
      <PageHeader
        title="Orders"
        description="Orders you sent customers: pack, ship with a tracking number, and handle returns."
      >
        <LinkButton to="/vendor/orders/new">New order</LinkButton>
      </PageHeader>
      <OrderList
        key={shop.id}
        side="shop"
        shopId={shop.id}
        linkOf={(id) => `/vendor/orders/${id}`}
        emptyText="Create an order for a customer from your products; they pay for it online."
        emptyActions={<LinkButton to="/vendor/orders/new">New order</LinkButton>}
      />
    </>
  );
}
