import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { successPath } from '../api/checkout-return.ts';
import { useGetCreditReceiptQuery } from '../api/get-credit-receipt.ts';
import { isCheckoutBusy, useCreditCheckout } from '../hooks/use-credit-checkout.ts';
import { CheckoutStatusAlert } from './checkout-status-alert.tsx';

type PaymentReturnNoticeProps = {
  /** The order the checkout was left for (`?payment=cancelled&orderId=`); '' when not named. */
  orderId: string;
  onDismiss: () => void;
};

/**
 * Back from the hosted checkout without paying: says whether the order was only abandoned or
 * its payment was declined (the order's status tells), that nothing was added, and offers a
 * retry that starts a new order for the same plan.
 */
export function PaymentReturnNotice({ orderId, onDismiss }: PaymentReturnNoticeProps) {
  const { data, isLoading } = useGetCreditReceiptQuery(orderId, { skip: !orderId });
  const checkout = useCreditCheckout();
  const { state } = checkout;

  if (state.step === 'cancelled' || state.step === 'failed' || state.step === 'error') {
    return (
      <CheckoutStatusAlert
        state={state}
        planName={() => data?.plan.name}
        onRetry={(planId) => void checkout.start(planId)}
        onDismiss={onDismiss}
      />
    );
  }

  if (isLoading) {
    return (
      <Alert color="gray" variant="light" title="Checking your payment…" role="status">
        <Loader size="sm" aria-hidden />
      </Alert>
    );
  }

  if (data?.order.status === 'paid') {
    return (
      <Alert color="teal" variant="light" title="This payment went through" role="status">
        <Text size="sm">
          {data.plan.credits} credits from the {data.plan.name} plan were added to your balance.
        </Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" component={Link} to={successPath(data.order.orderId)}>
            View receipt
          </Button>
          <Button size="xs" variant="default" onClick={onDismiss}>
            Dismiss
          </Button>
        </Group>
      </Alert>
    );
  }

  const busy = isCheckoutBusy(state);
  const actions = (
    <Group gap="xs" mt="sm">
      {data ? (
        <Button size="xs" loading={busy} onClick={() => void checkout.start(data.plan.id)}>
          Try again
        </Button>
      ) : null}
      <Button size="xs" variant="default" onClick={onDismiss} disabled={busy}>
        Dismiss
      </Button>
    </Group>
  );

  if (data?.order.status === 'failed') {
    return (
      <Alert color="red" variant="light" title="Payment failed" role="alert">
        <Text size="sm">
          {data.order.failureReason ?? 'Your bank did not approve the payment.'}
        </Text>
        <Text size="sm" mt={4}>
          No credits were added for the {data.plan.name} plan.
        </Text>
        {actions}
      </Alert>
    );
  }

  return (
    <Alert color="gray" variant="light" title="Payment cancelled" role="status">
      <Text size="sm">
        {data
          ? `You left the checkout for the ${data.plan.name} plan before paying. Nothing was charged and no credits were added.`
          : 'You left the checkout before paying. Nothing was charged and no credits were added.'}
      </Text>
      {actions}
    </Alert>
  );
}
