import { Stack } from '@mantine/core';
import type { OrderDetail } from '@vitrine/contracts/orders';
import { customerActionsOf } from '../rules/order-status.ts';
import type { CheckoutPort } from '../hooks/use-order-checkout.ts';
import { CustomerOrderActions } from './customer-order-actions.tsx';
import { OrderAddress, type AddressBook } from './order-address.tsx';
import { OrderInvoiceButton } from './order-invoice-button.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderShipments } from './order-shipments.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';
import { OrderTimeline } from './order-timeline.tsx';

type CustomerOrderDetailProps = {
  order: OrderDetail;
  now: Date;
  /** Fetch the order again (the carrier had news). */
  onStale: () => void;
  addressBook: AddressBook;
  checkoutPort: CheckoutPort;
};

/** /user/orders/:id: what was ordered, where it goes, what to do, and everything that happened. */
export function CustomerOrderDetail({
  order,
  now,
  onStale,
  addressBook,
  checkoutPort,
}: CustomerOrderDetailProps) {
  return (
    <Stack gap="md">
      <OrderSummaryCard order={order} viewer="customer" />
      <CustomerOrderActions order={order} now={now} checkoutPort={checkoutPort} />
      <OrderItems order={order} />
      <OrderInvoiceButton order={order} />
      <OrderAddress
        order={order}
        changeable={customerActionsOf(order, now).changeAddress}
        addressBook={addressBook}
      />
      <OrderShipments order={order} track onNews={onStale} />
      <OrderTimeline order={order} viewer="customer" />
    </Stack>
  );
}
