import {
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { VendorBooking } from '@vitrine/contracts/meetings';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { ErrorState } from '../../../../components/error-state.tsx';
import { toApiError } from '../../../../lib/api.ts';
import { formatTime } from '../../../../lib/format-date-time.ts';
import { useListShopBookingsQuery } from '../../api/list-shop-bookings.ts';
import { useNow } from '../../hooks/use-now.ts';
import { shopStatusLabels } from '../../rules/meeting-status.ts';
import {
  dayIn,
  groupByWeekDay,
  mondayOf,
  shiftWeek,
  weekQueryRange,
} from '../../rules/week-calendar.ts';
import { ShopBookingCard } from './shop-booking-card.tsx';

type WeekCalendarProps = { shopId: string; timeZone: string };

const dayHeading = (day: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/**
 * The shop's week, Monday first, in the shop's zone: seven columns on a wide screen, a list of
 * days on a phone. The week moves with the buttons or the arrow keys (PageUp / PageDown too);
 * a booking opens its details with its actions and notes.
 */
export function WeekCalendar({ shopId, timeZone }: WeekCalendarProps) {
  const now = useNow();
  const [monday, setMonday] = useState(() => mondayOf(dayIn(new Date(), timeZone)));
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useListShopBookingsQuery({
    shopId,
    when: 'all',
    ...weekQueryRange(monday),
    page: 1,
    limit: 100,
  });
  const days = useMemo(
    () => groupByWeekDay(query.currentData?.items ?? [], monday, timeZone),
    [query.currentData, monday, timeZone],
  );
  const open = query.currentData?.items.find((b) => b.id === openId);
  const today = dayIn(now, timeZone);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'PageUp') setMonday((m) => shiftWeek(m, -1));
    if (event.key === 'ArrowRight' || event.key === 'PageDown') setMonday((m) => shiftWeek(m, 1));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" aria-live="polite">
          Week of {dayHeading(monday)} ({timeZone.replace(/_/g, ' ')} time)
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
            onClick={() => setMonday(shiftWeek(monday, -1))}
          >
            Previous week
          </Button>
          <Button variant="default" onClick={() => setMonday(mondayOf(today))}>
            This week
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            onClick={() => setMonday(shiftWeek(monday, 1))}
          >
            Next week
          </Button>
        </Group>
      </Group>
      {query.error && !query.isFetching ? (
        <ErrorState
          title="We could not load this week's bookings"
          error={toApiError(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Skeleton height={240} radius="md" />
      ) : (
        <div
          role="region"
          aria-label="Week calendar: arrow keys change the week"
          tabIndex={0}
          aria-busy={query.isFetching}
          onKeyDown={onKeyDown}
        >
          <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
            {days.map(({ day, items }) => (
              <CalendarDay
                key={day}
                day={day}
                today={day === today}
                items={items}
                onOpen={setOpenId}
              />
            ))}
          </SimpleGrid>
        </div>
      )}
      {open ? (
        <Modal opened onClose={() => setOpenId(null)} title="Booking" size="lg">
          <ShopBookingCard booking={open} now={now} component="div" />
        </Modal>
      ) : null}
    </Stack>
  );
}

function CalendarDay({
  day,
  today,
  items,
  onOpen,
}: {
  day: string;
  today: boolean;
  items: VendorBooking[];
  onOpen: (id: string) => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-label={dayHeading(day)}
      bg={today ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Text fw={600} size="sm" mb={4}>
        {dayHeading(day)}
        {today ? ' (today)' : ''}
      </Text>
      {items.length === 0 ? (
        <Text size="xs" c="dimmed">
          No bookings
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((booking) => (
            <li key={booking.id}>
              <Button
                variant="light"
                size="compact-sm"
                fullWidth
                justify="flex-start"
                onClick={() => onOpen(booking.id)}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                {formatTime(booking.startsAt, { timeZone: booking.shopTimeZone })}{' '}
                {booking.customerName} · {shopStatusLabels[booking.status]}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
