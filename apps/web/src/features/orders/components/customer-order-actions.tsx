import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { RETURN_WINDOW_DAYS, type OrderDetail } from '@vitrine/contracts/orders';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import {
  useUpdateOrderStatusMutation,
  type CustomerOrderChange,
} from '../api/update-order-status.ts';
import { useOrderCheckout, type CheckoutPort } from '../hooks/use-order-checkout.ts';
import { customerActionsOf } from '../rules/order-status.ts';
import { ConfirmChangeDialog } from './confirm-change-dialog.tsx';

const dialogs: Record<
  CustomerOrderChange,
  {
    title: string;
    confirm: string;
    danger: boolean;
    text: (order: OrderDetail) => string;
    /** What the confirmation says once it is done. */
    done: (order: OrderDetail) => string;
  }
> = {
  cancelled: {
    title: 'Cancel this order?',
    confirm: 'Cancel the order',
    danger: true,
    text: (order) =>
      order.status === 'awaiting_payment'
        ? 'Nothing has been paid, so nothing is charged. The shop is told.'
        : `The shop is told and the ${formatMoney(order.total, order.currency)} you paid is refunded to the way you paid.`,
    done: (order) =>
      order.refund
        ? `Order ${order.number} cancelled: ${formatMoney(order.total, order.currency)} is refunded to the way you paid.`
        : `Order ${order.number} cancelled; the shop is told.`,
  },
  delivered: {
    title: 'Did the parcel arrive?',
    confirm: 'Yes, it arrived',
    danger: false,
    text: () =>
      `Confirm only once you have the parcel. You can still ask for a return within ${RETURN_WINDOW_DAYS} days.`,
    done: (order) => `Order ${order.number} is delivered. Thank you for confirming.`,
  },
  return_requested: {
    title: 'Return this order?',
    confirm: 'Ask for a return',
    danger: false,
    text: () =>
      'The shop is told and arranges the pickup. Once it has the parcel back, you are refunded.',
    done: (order) => `Return asked for order ${order.number}; the shop arranges the pickup.`,
  },
};

/** What the customer can do now: pay, cancel, confirm delivery or ask for a return. */
export function CustomerOrderActions({
  order,
  now,
  checkoutPort,
}: {
  order: OrderDetail;
  now: Date;
  checkoutPort: CheckoutPort;
}) {
  const allowed = customerActionsOf(order, now);
  const feedback = useActionFeedback();
  const [update] = useUpdateOrderStatusMutation();
  const checkout = useOrderCheckout(order.id, checkoutPort);
  const [open, setOpen] = useState<CustomerOrderChange | null>(null);
  const [note, setNote] = useState('');
  const dialog = open ? dialogs[open] : null;
  const none = !allowed.pay && !allowed.cancel && !allowed.confirm && !allowed.return;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="order-actions">
      <Title order={2} size="h4" id="order-actions" mb="sm">
        What you can do
      </Title>
      <Stack gap="sm">
        {allowed.pay ? (
          <Stack gap={4}>
            {order.address ? null : (
              <Text size="sm">Choose a delivery address first; then you can pay.</Text>
            )}
            <Button
              w="fit-content"
              disabled={!order.address}
              loading={checkout.state.step === 'busy'}
              onClick={() => void checkout.start()}
            >
              Pay {formatMoney(order.total, order.currency)}
            </Button>
            {checkout.state.step === 'error' ? (
              <Alert color="red" role="alert" title="Not paid">
                {checkout.state.message}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
        <Group gap="sm">
          {allowed.confirm ? (
            <Button onClick={() => setOpen('delivered')}>Confirm delivery</Button>
          ) : null}
          {allowed.return ? (
            <Button variant="default" onClick={() => setOpen('return_requested')}>
              Request a return
            </Button>
          ) : null}
          {allowed.cancel ? (
            <Button variant="default" color="red" onClick={() => setOpen('cancelled')}>
              Cancel the order
            </Button>
          ) : null}
        </Group>
        {order.status === 'delivered' && !allowed.return ? (
          <Text size="sm" c="dimmed">
            Returns close {RETURN_WINDOW_DAYS} days after delivery.
          </Text>
        ) : null}
        {none && order.status !== 'delivered' ? (
          <Text size="sm" c="dimmed">
            Nothing to do: the shop takes it from here.
          </Text>
        ) : null}
      </Stack>
      {dialog && open ? (
        <ConfirmChangeDialog
          opened
          onClose={() => {
            setOpen(null);
            setNote('');
          }}
          title={dialog.title}
          confirmLabel={dialog.confirm}
          danger={dialog.danger}
          onConfirm={() =>
            feedback.after(
              update({ id: order.id, status: open, note: note.trim() || undefined }).unwrap(),
              dialog.done,
            )
          }
        >
          <Stack gap="sm">
            <Text size="sm">{dialog.text(order)}</Text>
            {open !== 'delivered' ? (
              <Textarea
                label="A note for the shop (optional)"
                maxLength={1000}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
            ) : null}
          </Stack>
        </ConfirmChangeDialog>
      ) : null}
    </Card>
  );
}
