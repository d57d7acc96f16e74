import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { RETURN_WINDOW_DAYS, type OrderDetail } from '@vitrine/contracts/orders';
import { useState } from 'react';
import { useActionFeedback } from '../../../../components/action-feedback.tsx';
import { useChangeShopOrderMutation, type ShopOrderChange } from '../../api/change-shop-order.ts';
import { shopActionsOf } from '../../rules/order-status.ts';
import { ConfirmChangeDialog } from '../confirm-change-dialog.tsx';
import { ShipFields, useShipChoice } from './ship-fields.tsx';

type Dialog = 'pack' | 'ship' | 'deliver' | 'cancel' | 'receive-return';

const titles: Record<
  Dialog,
  { title: string; confirm: string; text: string; done: (order: OrderDetail) => string }
> = {
  pack: {
    title: 'Mark as packed?',
    confirm: 'Mark as packed',
    text: 'The customer is told the order is packed and waiting for the courier.',
    done: (order) => `Order ${order.number} is packed; the customer is told.`,
  },
  ship: {
    title: 'Ship this order?',
    confirm: 'Ship it',
    text: 'The courier and tracking number are shown to the customer, who can follow the parcel.',
    done: (order) => `Order ${order.number} is shipped; the customer can follow the parcel.`,
  },
  deliver: {
    title: 'Mark as delivered?',
    confirm: 'Mark as delivered',
    text: `Only when the courier confirms it. The customer can ask for a return for ${RETURN_WINDOW_DAYS} days.`,
    done: (order) => `Order ${order.number} is delivered.`,
  },
  cancel: {
    title: 'Cancel this order?',
    confirm: 'Cancel the order',
    text: 'The customer is told. A paid order gets its stock back and is refunded in full.',
    done: (order) =>
      order.refund
        ? `Order ${order.number} cancelled; the customer is refunded in full and told.`
        : `Order ${order.number} cancelled; the customer is told.`,
  },
  'receive-return': {
    title: 'Received the return?',
    confirm: 'Yes, it is back',
    text: 'The stock comes back and the customer is refunded.',
    done: (order) => `Order ${order.number} is back in stock; the customer is refunded.`,
  },
};

/** The shop's next steps for an order: pack, ship (a courier, and a tracking number unless it books the pickup), deliver, cancel, receive a return. */
export function ShopOrderActions({ order }: { order: OrderDetail }) {
  const allowed = shopActionsOf(order.status);
  const feedback = useActionFeedback();
  const [change] = useChangeShopOrderMutation();
  const [open, setOpen] = useState<Dialog | null>(null);
  const ship = useShipChoice(open === 'ship');
  const [note, setNote] = useState('');
  const buttons: [Dialog, boolean, string][] = [
    ['pack', allowed.pack, 'Pack'],
    ['ship', allowed.ship, 'Ship'],
    ['deliver', allowed.deliver, 'Mark delivered'],
    ['receive-return', allowed.receiveReturn, 'Receive the return'],
    ['cancel', allowed.cancel, 'Cancel the order'],
  ];
  const shown = buttons.filter(([, can]) => can);
  const body = (action: Dialog): ShopOrderChange | null =>
    action === 'ship'
      ? ship.change
      : action === 'cancel'
        ? { action, note: note.trim() || undefined }
        : { action };
  const dialog = open ? titles[open] : null;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="shop-order-actions">
      <Title order={2} size="h4" id="shop-order-actions" mb="sm">
        Next steps
      </Title>
      {order.status === 'awaiting_payment' ? (
        <Text size="sm" c="dimmed" mb="sm">
          Waiting for the customer to pay.
        </Text>
      ) : null}
      {shown.length === 0 ? (
        order.status === 'awaiting_payment' ? null : (
          <Text size="sm" c="dimmed">
            Nothing for the shop to do.
          </Text>
        )
      ) : (
        <Group gap="sm">
          {shown.map(([action, , label]) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'default' : 'filled'}
              color={action === 'cancel' ? 'red' : undefined}
              onClick={() => setOpen(action)}
            >
              {label}
            </Button>
          ))}
        </Group>
      )}
      {open && dialog ? (
        <ConfirmChangeDialog
          opened
          onClose={() => setOpen(null)}
          title={dialog.title}
          confirmLabel={dialog.confirm}
          danger={open === 'cancel'}
          confirmDisabled={body(open) === null}
          onConfirm={() =>
            feedback.after(change({ id: order.id, change: body(open)! }).unwrap(), dialog.done)
          }
        >
          <Stack gap="sm">
            <Text size="sm">{dialog.text}</Text>
            {open === 'ship' ? <ShipFields choice={ship} /> : null}
            {open === 'cancel' ? (
              <Textarea
                label="Why (the customer sees this)"
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
