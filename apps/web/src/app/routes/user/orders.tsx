import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { OrderList } from '../../../features/orders/components/order-list.tsx';

/** /user/orders: my orders with search, status, dates, pages and CSV/Excel. */
export function OrdersRoute() {
  return (
    <>
      <PageHeader
        title="Your orders"
        description="Everything you ordered from shops on Vitrine, and where it is now."
      />
      <OrderList
        side="customer"
        linkOf={(id) => `/user/orders/${id}`}
        emptyText="When a shop sends you an order (after a meeting or a chat), it shows here for you to pay and track."
        emptyActions={<LinkButton to="/shops">Find a shop</LinkButton>}
      />
    </>
  );
}
