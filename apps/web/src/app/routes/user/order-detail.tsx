import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Order ids are UUIDs; anything else cannot name an order, so it is a 404 before any request.
const orderIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Answers 404 (the route's error page shows "Page not found") for every id: a malformed one
 * cannot name an order, and orders cannot be placed yet, so no well-formed id names one either.
 * When orders are built, this asks the API for the order and answers 404 only when it does.
 */
export function orderDetailLoader({ params }: LoaderFunctionArgs): { orderId: string } {
  const id = params.id ?? '';
  if (!orderIdPattern.test(id)) {
    throw data('This address does not contain an order number. Check the link you followed.', {
      status: 404,
    });
  }
  throw data('There is no order with this number. Your orders are listed under Orders.', {
    status: 404,
  });
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
