import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPackage } from '@tabler/icons-react';
import type { OrderSummary } from '@vitrine/contracts/orders';
import type { StaffUserBooking } from '@vitrine/contracts/staff';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListEmpty, ListLoading } from '../../../components/list-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import {
  bookingStatusColours,
  bookingStatusLabels,
  orderStatusColours,
  orderStatusLabels,
} from '../../../lib/status-labels.ts';
import { useGetUserBookingsQuery, useGetUserOrdersQuery } from '../api/get-user-activity.ts';

const LIMIT = 10;
const READABLE = { label: { color: 'var(--mantine-color-text)' } };

/** A status's tint behind the page's own text colour (readable for every tint). */
const StatusBadge = ({ label, color }: { label: string; color: string }) => (
  <Badge color={color} variant="light" styles={READABLE}>
    {label}
  </Badge>
);

/** The public shop page: staff have no page of their own for one shop. */
const ShopLink = ({ id, name }: { id: string; name: string }) => (
  <Anchor component={Link} to={`/shop/${id}`} size="sm" fw={600}>
    {name}
  </Anchor>
);

/** One row of a list: wraps onto several lines on a phone. */
function Row({ children }: { children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        {children}
      </Group>
    </Paper>
  );
}

/** A page of rows, named for a screen reader. */
const Rows = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
    {children}
  </Stack>
);

function BookingRow({ booking }: { booking: StaffUserBooking }) {
  const { status } = booking;
  return (
    <Row>
      <Stack gap={0}>
        <ShopLink id={booking.shopId} name={booking.shopName} />
        <Text size="sm">{formatDateTime(booking.startsAt)}</Text>
      </Stack>
      <Group gap="sm">
        <Text size="sm">
          {booking.creditsUsed} credits
          {booking.creditsRefunded > 0 ? ` (${booking.creditsRefunded} refunded)` : ''}
        </Text>
        <StatusBadge label={bookingStatusLabels[status]} color={bookingStatusColours[status]} />
      </Group>
    </Row>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { status } = order;
  return (
    <Row>
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          Order {order.number}
        </Text>
        <Text size="sm">
          <ShopLink id={order.shopId} name={order.shopName} /> · {formatDateTime(order.createdAt)}
        </Text>
      </Stack>
      <Group gap="sm">
        <Text size="sm">
          {formatMoney(order.total, order.currency)} · {order.itemCount}{' '}
          {order.itemCount === 1 ? 'item' : 'items'}
        </Text>
        <StatusBadge label={orderStatusLabels[status]} color={orderStatusColours[status]} />
      </Group>
    </Row>
  );
}

/** The customer's bookings, latest start first, a page at a time. */
export function UserBookings({ userId, name }: { userId: string; name: string }) {
  const [page, setPage] = useState(1);
  const query = useGetUserBookingsQuery({ userId, page, limit: LIMIT });
  return (
    <PagedResults
      query={query}
      page={page}
      limit={LIMIT}
      noun={['booking', 'bookings']}
      errorTitle="We could not load the bookings"
      skeleton={<ListLoading label={`Loading the bookings of ${name}`} rows={3} />}
      empty={<ListEmpty title="No bookings">{name} has not booked a meeting yet.</ListEmpty>}
      icon={<IconCalendarEvent size={24} />}
      onPage={setPage}
    >
      {(items) => (
        <Rows label={`Bookings of ${name}`}>
          {items.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </Rows>
      )}
    </PagedResults>
  );
}

/** The customer's orders, newest first, a page at a time. */
export function UserOrders({ userId, name }: { userId: string; name: string }) {
  const [page, setPage] = useState(1);
  const query = useGetUserOrdersQuery({ userId, page, limit: LIMIT });
  return (
    <PagedResults
      query={query}
      page={page}
      limit={LIMIT}
      noun={['order', 'orders']}
      errorTitle="We could not load the orders"
      skeleton={<ListLoading label={`Loading the orders of ${name}`} rows={3} />}
      empty={<ListEmpty title="No orders">{name} has no orders yet.</ListEmpty>}
      icon={<IconPackage size={24} />}
      onPage={setPage}
    >
      {(items) => (
        <Rows label={`Orders of ${name}`}>
          {items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </Rows>
      )}
    </PagedResults>
  );
}
