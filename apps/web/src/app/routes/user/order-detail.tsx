import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Order ids are UUIDs; anything else cannot name an order, so it is a 404 before any request.
const orderIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rejects a malformed order id with a 404, which the route's error page shows. */
export function orderDetailLoader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!orderIdPattern.test(id)) throw data('No order has this id.', { status: 404 });
  return { orderId: id.toLowerCase() };
}

export function OrderDetailRoute() {
  const { orderId } = useLoaderData<typeof orderDetailLoader>();
  return (
    <>
      <PageHeader
        title="Order details"
        description="The items, payment and delivery of one of your orders."
      />
      <ComingSoon
        title={`Order ${orderId.slice(0, 8)}`}
        summary="This order's details will be shown here."
        features={[
          'See the items, prices and payment',
          'Track each shipment',
          'Change the delivery address before the order is dispatched',
          'Ask for a return or review the order',
        ]}
      />
    </>
  );
}
