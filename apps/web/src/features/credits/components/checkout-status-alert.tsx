import { Alert, Button, Group, Text } from '@mantine/core';
import type { CheckoutState } from '../hooks/use-credit-checkout.ts';

type CheckoutStatusAlertProps = {
  state: CheckoutState;
  /** The plan's name, to say what is being bought. */
  planName: (planId: string) => string | undefined;
  onRetry: (planId: string) => void;
  onDismiss: () => void;
};

/**
 * What happened to the purchase started on this page: on the way to the checkout, cancelled,
 * declined, or the order could not be created; with a retry that starts a new order.
 */
export function CheckoutStatusAlert({
  state,
  planName,
  onRetry,
  onDismiss,
}: CheckoutStatusAlertProps) {
  if (state.step === 'idle' || state.step === 'starting') return null;
  const name = planName(state.planId);
  const plan = name ? `the ${name} plan` : 'this plan';

  if (state.step === 'leaving' || state.step === 'open') {
    return (
      <Text role="status" size="sm" c="dimmed">
        {state.step === 'leaving'
          ? `Taking you to the secure checkout for ${plan}…`
          : `The checkout for ${plan} is open.`}
      </Text>
    );
  }

  const retry = (
    <Group gap="xs" mt="sm">
      <Button size="xs" onClick={() => onRetry(state.planId)}>
        Try again
      </Button>
      <Button size="xs" variant="default" onClick={onDismiss}>
        Dismiss
      </Button>
    </Group>
  );

  if (state.step === 'cancelled') {
    return (
      <Alert color="gray" variant="light" title="Payment cancelled" role="status">
        <Text size="sm">
          You closed the checkout for {plan} before paying. Nothing was charged and no credits were
          added.
        </Text>
        {retry}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      title={state.step === 'failed' ? 'Payment failed' : 'The checkout could not start'}
      role="alert"
    >
      <Text size="sm">{state.message}</Text>
      {state.step === 'failed' ? (
        <Text size="sm" mt={4}>
          No credits were added.
        </Text>
      ) : null}
      {retry}
    </Alert>
  );
}
