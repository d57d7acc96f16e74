import { Card, Text, Timeline, Title } from '@mantine/core';
import '@mantine/core/styles/Timeline.layer.css';
import type { OrderDetail } from '@vitrine/contracts/orders';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { orderStatusLabels } from '../rules/order-status.ts';

type Entry = { key: string; title: string; detail: string | null; at: string };

const byWhom = { customer: 'by you', shop: 'by the shop', system: 'by Vitrine' } as const;

/**
 * One timeline for payment, the order's stages and the courier's events, oldest first. `viewer`
 * says who "you" is.
 */
export function timelineOf(order: OrderDetail, viewer: 'customer' | 'shop'): Entry[] {
  const who = (by: keyof typeof byWhom) =>
    viewer === 'shop' && by !== 'system'
      ? by === 'shop'
        ? 'by your shop'
        : 'by the customer'
      : byWhom[by];
  const stages = order.timeline.map((entry, index) => ({
    key: `stage-${index}`,
    title: entry.from === null ? 'Order placed' : orderStatusLabels[entry.status],
    detail: [who(entry.by), entry.note].filter(Boolean).join(' · '),
    at: entry.at,
  }));
  const courier = order.shipments.flatMap((shipment) =>
    shipment.events.map((event) => ({
      key: `${shipment.id}-${event.code}`,
      title: `Courier: ${event.description}`,
      detail: [shipment.trackingNumber, event.location].filter(Boolean).join(' · '),
      at: event.at,
    })),
  );
  return [...stages, ...courier].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function OrderTimeline({
  order,
  viewer,
}: {
  order: OrderDetail;
  viewer: 'customer' | 'shop';
}) {
  const entries = timelineOf(order, viewer);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="order-timeline">
      <Title order={2} size="h4" id="order-timeline" mb="sm">
        Timeline
      </Title>
      <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
        {entries.map((entry) => (
          <Timeline.Item key={entry.key} title={entry.title}>
            {entry.detail ? (
              <Text size="sm" c="dimmed">
                {entry.detail}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
