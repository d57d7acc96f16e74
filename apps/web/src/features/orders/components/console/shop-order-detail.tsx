import { Stack } from '@mantine/core';
import type { OrderDetail } from '@vitrine/contracts/orders';
import { OrderAddress } from '../order-address.tsx';
import { OrderItems } from '../order-items.tsx';
import { OrderShipments } from '../order-shipments.tsx';
import { OrderSummaryCard } from '../order-summary-card.tsx';
import { OrderTimeline } from '../order-timeline.tsx';
import { ShopOrderActions } from './shop-order-actions.tsx';

/** /vendor/orders/:id: the order as the shop sees it, with its next steps. */
export function ShopOrderDetail({ order }: { order: OrderDetail }) {
  return (
    <Stack gap="md">
      <OrderSummaryCard order={order} viewer="shop" />
      <ShopOrderActions order={order} />
      <OrderItems order={order} />
      <OrderAddress order={order} changeable={false} />
      <OrderShipments order={order} track={false} />
      <OrderTimeline order={order} viewer="shop" />
    </Stack>
  );
}
