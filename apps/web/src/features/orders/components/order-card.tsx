import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { OrderSummary } from '@vitrine/contracts/orders';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** One row of an order list: number (the link), shop, date, items, total and status. */
export function OrderCard({ order, to }: { order: OrderSummary; to: string }) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Anchor component={Link} to={to} fw={600}>
            Order {order.number}
          </Anchor>
          <Text size="sm" c="dimmed">
            {order.shopName} · {formatDate(order.createdAt)} · {order.itemCount}{' '}
            {order.itemCount === 1 ? 'item' : 'items'}
          </Text>
        </Stack>
        <Group gap="sm">
          <Text fw={600}>{formatMoney(order.total, order.currency)}</Text>
          <OrderStatusBadge status={order.status} />
        </Group>
      </Group>
    </Card>
  );
}
