import { SegmentedControl, Stack } from '@mantine/core';
import { useListSearch } from '../../../../lib/use-list-search.ts';
import { ShopBookingList } from './shop-booking-list.tsx';
import { WeekCalendar } from './week-calendar.tsx';

const keys = ['view', 'when', 'status', 'from', 'to'] as const;

/** /vendor/bookings: the shop's bookings as a list or a week calendar (kept in ?view=). */
export function ShopBookings({ shop }: { shop: { id: string; timeZone: string } }) {
  const { state, update } = useListSearch(keys);
  const view = state.view === 'calendar' ? 'calendar' : 'list';
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show bookings as"
        w="fit-content"
        data={[
          { value: 'list', label: 'List' },
          { value: 'calendar', label: 'Week calendar' },
        ]}
        value={view}
        onChange={(next) => update({ view: next === 'calendar' ? 'calendar' : '' })}
      />
      {view === 'calendar' ? (
        <WeekCalendar shopId={shop.id} timeZone={shop.timeZone} />
      ) : (
        <ShopBookingList shopId={shop.id} />
      )}
    </Stack>
  );
}
