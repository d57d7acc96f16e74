import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@vitrine/contracts/orders';
import { formatDate, formatDateTime } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Status, dates, who and the notes of an order, at a glance. */
export function OrderSummaryCard({
  order,
  viewer,
}: {
  order: OrderDetail;
  viewer: 'customer' | 'shop';
}) {
  const facts: [string, string][] = [
    [
      viewer === 'customer' ? 'Shop' : 'Customer',
      viewer === 'customer' ? order.shopName : order.customerName,
    ],
    ['Placed', formatDateTime(order.createdAt)],
    ['Total', formatMoney(order.total, order.currency)],
    ['Paid', order.paidAt ? formatDateTime(order.paidAt) : 'Not yet'],
  ];
  if (order.deliveryEstimate)
    facts.push(['Expected by', formatDate(`${order.deliveryEstimate}T12:00:00Z`)]);
  if (order.deliveredAt) facts.push(['Delivered', formatDateTime(order.deliveredAt)]);
  if (order.refund)
    facts.push(['Refund', order.refund.status === 'processed' ? 'Refunded' : 'On its way']);
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={600}>Status</Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        {order.notes ? (
          <Text size="sm">
            <strong>Notes:</strong> {order.notes}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
