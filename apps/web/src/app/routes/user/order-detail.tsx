import { Alert, Anchor, Group, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { data, Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { RouteNotFound } from '../../../components/route-error-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useListAddressesQuery } from '../../../features/addresses/api/list-addresses.ts';
import { readCheckoutReturn } from '../../../features/credits/api/checkout-return.ts';
import { razorpayOptions } from '../../../features/credits/api/razorpay-checkout.ts';
import { checkoutBrowser } from '../../../features/credits/hooks/use-credit-checkout.ts';
import type { CheckoutPort } from '../../../features/orders/hooks/use-order-checkout.ts';
import { useGetOrderQuery } from '../../../features/orders/api/get-order.ts';
import { useVerifyOrderPaymentMutation } from '../../../features/orders/api/verify-order-payment.ts';
import { CustomerOrderDetail } from '../../../features/orders/components/customer-order-detail.tsx';
import { ReviewOrderCallToAction } from '../../../features/reviews/components/review-order-call-to-action.tsx';

// Order ids are UUIDs; anything else cannot name an order, so it is a 404 before any request.
const orderIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function orderDetailLoader({ params }: LoaderFunctionArgs) {
  if (!orderIdPattern.test(params.id ?? '')) {
    throw data('This address does not contain an order number. Check the link you followed.', {
      status: 404,
    });
  }
  return null;
}

/** Orders pay through the credits feature's checkout: the sandbox page, or Razorpay's script. */
const checkoutPort: CheckoutPort = {
  leaveFor: (url) => checkoutBrowser.leaveFor(url),
  openRazorpay: async (checkout, { handler, onDismiss, onFailed }) => {
    const Razorpay = await checkoutBrowser.loadRazorpay();
    const razorpay = new Razorpay(
      razorpayOptions({ ...checkout, credits: 0 }, { handler, onDismiss }),
    );
    razorpay.on('payment.failed', ({ error }) =>
      onFailed(error.description || 'Your bank did not approve the payment.'),
    );
    razorpay.open();
  },
};

/** Back from the checkout (the three fields in the URL): verify once, then drop them from the URL. */
function usePaymentReturn(orderId: string) {
  const [params, setParams] = useSearchParams();
  // feedback: the order page says "Payment received…" (status) or why not (alert) once back from the checkout
  const [verify] = useVerifyOrderPaymentMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);
  const { fields } = readCheckoutReturn(params);
  useEffect(() => {
    if (!fields || started.current) return;
    started.current = true;
    verify({ id: orderId, fields })
      .unwrap()
      .then(() =>
        setOutcome({ ok: true, text: 'Payment received. The shop is packing your order.' }),
      )
      .catch((error: unknown) =>
        setOutcome({ ok: false, text: describeApiError(toApiError(error)) }),
      )
      .finally(() => setParams({}, { replace: true }));
  }, [fields, orderId, verify, setParams]);
  return { verifying: fields !== null && outcome === null, outcome };
}

/** /user/orders/:id: one of my orders. Another customer's order is the API's 404. */
export function OrderDetailRoute() {
  const { id = '' } = useParams();
  const { data: order, error, refetch } = useGetOrderQuery({ side: 'customer', id });
  const payment = usePaymentReturn(id);
  const addresses = useListAddressesQuery();
  // No such order of mine (or another customer's): the not-found page, as for a malformed id.
  if (error && toApiError(error).status === 404) {
    return (
      <RouteNotFound message="There is no order with this number. Check the link you followed." />
    );
  }
  return (
    <>
      <Group mb="sm">
        <Anchor component={Link} to="/user/orders" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            All my orders
          </Group>
        </Anchor>
      </Group>
      <PageHeader
        title={order ? `Order ${order.number}` : 'Order'}
        description={
          order
            ? `From ${order.shopName}: the items, payment, delivery and tracking of this order.`
            : 'The items, payment, delivery and tracking of this order.'
        }
      />
      {payment.verifying ? <Alert mb="md">Confirming your payment…</Alert> : null}
      {payment.outcome ? (
        <Alert
          mb="md"
          color={payment.outcome.ok ? 'green' : 'red'}
          role={payment.outcome.ok ? 'status' : 'alert'}
          title={payment.outcome.ok ? 'Paid' : 'The payment could not be confirmed'}
        >
          {payment.outcome.text}
        </Alert>
      ) : null}
      {order?.status === 'delivered' ? <ReviewOrderCallToAction orderId={order.id} /> : null}
      {error ? (
        <ErrorState
          title="We could not load this order"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : order ? (
        <CustomerOrderDetail
          order={order}
          now={new Date()}
          onStale={() => void refetch()}
          addressBook={addresses.data?.items}
          checkoutPort={checkoutPort}
        />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </>
  );
}
