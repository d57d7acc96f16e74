import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail, Shipment } from '@vitrine/contracts/orders';
import { useEffect } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useTrackShipmentQuery } from '../api/track-shipment.ts';

type OrderShipmentsProps = {
  order: OrderDetail;
  /** The customer asks the carrier for news; the shop sees what was kept. */
  track: boolean;
  /** Called when the carrier reported events the order did not have yet. */
  onNews?: () => void;
};

/** Each shipment: carrier, tracking number and the courier's events, newest first. */
export function OrderShipments({ order, track, onNews }: OrderShipmentsProps) {
  if (order.shipments.length === 0) return null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="order-shipments">
      <Title order={2} size="h4" id="order-shipments" mb="sm">
        Shipment tracking
      </Title>
      <Stack gap="md">
        {order.shipments.map((shipment) =>
          track ? (
            <TrackedShipment
              key={shipment.id}
              orderId={order.id}
              shipment={shipment}
              onNews={onNews}
            />
          ) : (
            <ShipmentEvents key={shipment.id} shipment={shipment} events={shipment.events} />
          ),
        )}
      </Stack>
    </Card>
  );
}

function TrackedShipment({
  orderId,
  shipment,
  onNews,
}: {
  orderId: string;
  shipment: Shipment;
  onNews?: () => void;
}) {
  const query = useTrackShipmentQuery({ orderId, shipmentId: shipment.id });
  const events = query.data?.events ?? shipment.events;
  const known = shipment.events.length;
  useEffect(() => {
    if (query.data && query.data.events.length > known) onNews?.();
  }, [query.data, known, onNews]);
  return (
    <Stack gap="xs">
      <ShipmentEvents shipment={shipment} events={events} />
      {query.error ? (
        <Text size="sm" c="red.9" role="alert">
          The carrier could not be asked just now. {describeApiError(toApiError(query.error))}
        </Text>
      ) : null}
      <Group>
        <Button
          size="xs"
          variant="default"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Refresh tracking
        </Button>
      </Group>
    </Stack>
  );
}

/** How a shipment's courier is named to people (an unknown one by its id). */
const CARRIER_NAMES: Record<string, string> = {
  sandbox: 'Sandbox courier',
  shiprocket: 'Shiprocket',
};

function ShipmentEvents({ shipment, events }: { shipment: Shipment; events: Shipment['events'] }) {
  const newestFirst = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Stack gap={4} aria-label={`Parcel ${shipment.trackingNumber}`} component="section">
      <Text fw={600}>
        {CARRIER_NAMES[shipment.carrier] ?? shipment.carrier} · tracking number{' '}
        {shipment.trackingNumber}
      </Text>
      <Text size="sm" c="dimmed">
        Handed over {formatDateTime(shipment.createdAt)}
      </Text>
      {newestFirst.length === 0 ? (
        <Text size="sm">No news from the courier yet.</Text>
      ) : (
        <List size="sm" spacing={2} aria-label="Courier events">
          {newestFirst.map((event) => (
            <List.Item key={event.code}>
              {event.description}
              {event.location ? ` · ${event.location}` : ''} · {formatDateTime(event.at)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
