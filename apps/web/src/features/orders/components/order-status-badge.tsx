import { Badge } from '@mantine/core';
import type { OrderStatus } from '@vitrine/contracts/orders';
import { orderStatusColours, orderStatusLabels } from '../rules/order-status.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    // The status's tint behind the page's own text colour: readable (WCAG AA) for every tint.
    <Badge
      color={orderStatusColours[status]}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {orderStatusLabels[status]}
    </Badge>
  );
}
