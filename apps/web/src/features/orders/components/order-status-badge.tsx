import { Badge } from '@mantine/core';
import type { OrderStatus } from '@vitrine/contracts/orders';
import { orderStatusColours, orderStatusLabels } from '../rules/order-status.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={orderStatusColours[status]} variant="light">
      {orderStatusLabels[status]}
    </Badge>
  );
}
