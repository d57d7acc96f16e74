import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import {
  useGetCheckoutQuery,
  usePayCheckoutMutation,
  useVerifyCheckoutPaymentMutation,
} from '../api/cart-api.ts';

/**
 * `/user/checkouts/:id`: a checkout's status and its orders; paying it (the provider's hosted
 * checkout), and verifying the payment it comes back with (`fields`).
 */
export function CheckoutStatus({
  id,
  fields,
}: {
  id: string;
  fields: VerifyCreditPaymentInput | null;
}) {
  const money = useMoneyFormat();
  const feedback = useActionFeedback();
  const { data: checkout, error, isFetching, refetch } = useGetCheckoutQuery(id);
  const [pay, paying] = usePayCheckoutMutation();
  // feedback: the checkout's status above turns to paid, or the verify failure shows in place
  const [verify, verifying] = useVerifyCheckoutPaymentMutation();
  const verified = useRef(false);

  useEffect(() => {
    if (!fields || verified.current) return;
    verified.current = true;
    void verify({ id, fields })
      .unwrap()
      .catch(() => undefined);
  }, [fields, id, verify]);

  if (error) {
    return (
      <ErrorState
        title="We could not load this checkout"
        error={toApiError(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!checkout) return <Skeleton height={200} aria-label="Loading the checkout" />;

  const startPaying = () =>
    feedback.run(
      async () => {
        const order = await pay({ id }).unwrap();
        if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
        return order;
      },
      { failed: 'Could not start the payment' },
    );

  return (
    <Stack gap="lg">
      <Title order={1}>Your checkout</Title>
      {checkout.status === 'awaiting_payment' ? (
        <Alert color="blue" title={`Pay ${money.price(checkout.amountDue)} to place your orders`}>
          <Stack gap="xs" align="start">
            <Text size="sm">
              Your items are held until{' '}
              {new Date(checkout.expiresAt).toLocaleTimeString('en-IN', { timeStyle: 'short' })}.{' '}
              {checkout.amountDueInWords}.
            </Text>
            <Button
              loading={paying.isLoading || verifying.isLoading}
              onClick={() => void startPaying()}
            >
              Pay {money.price(checkout.amountDue)}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {checkout.status === 'paid' ? (
        <Alert color="teal" title="Paid: your orders are with the shops">
          {money.price(checkout.amountDue)} paid for {checkout.orders.length} order
          {checkout.orders.length === 1 ? '' : 's'}.
        </Alert>
      ) : null}
      {checkout.status === 'cash_on_delivery' ? (
        <Alert color="teal" title="Placed: pay in cash on delivery">
          {money.price(checkout.amountDue)} to pay when your parcels arrive.
        </Alert>
      ) : null}
      {checkout.status === 'lapsed' ? (
        <Alert color="orange" title="Not paid in time: these orders are cancelled">
          Your items are still in your cart.{' '}
          <Anchor component={Link} to="/cart">
            Check out again
          </Anchor>
        </Alert>
      ) : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {checkout.orders.map((order) => (
          <Card key={order.id} withBorder radius="md" component="li">
            <Group justify="space-between">
              <Stack gap={0}>
                <Anchor component={Link} to={`/user/orders/${order.id}`} fw={600}>
                  {order.number}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {order.shopName} · {order.status.replace(/_/g, ' ')}
                </Text>
              </Stack>
              <Text fw={600}>{money.money(order.total, order.currency)}</Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
