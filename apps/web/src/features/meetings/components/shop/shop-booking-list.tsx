import { Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { PagedResults } from '../../../../components/paged-results.tsx';
import { countOf } from '../../../../lib/format-catalogue.ts';
import { useListSearch } from '../../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../../lib/use-results-heading.ts';
import { useListShopBookingsQuery } from '../../api/list-shop-bookings.ts';
import { useNow } from '../../hooks/use-now.ts';
import { shopStatusLabels, statusOf, whenOf } from '../../rules/meeting-status.ts';
import { dateRangeOf, MeetingFilters } from '../meeting-filters.tsx';
import { ShopBookingCard } from './shop-booking-card.tsx';

export const SHOP_BOOKING_PAGE_SIZE = 10;
const keys = ['view', 'when', 'status', 'from', 'to'] as const;

/** The console's booking list: upcoming or past, by status and dates, in pages. */
export function ShopBookingList({ shopId }: { shopId: string }) {
  const { state, update } = useListSearch(keys);
  const now = useNow();
  const when = whenOf(state.when, 'upcoming');
  const query = useListShopBookingsQuery({
    shopId,
    when,
    status: statusOf(state.status),
    ...dateRangeOf(state),
    page: state.page,
    limit: SHOP_BOOKING_PAGE_SIZE,
  });
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));
  return (
    <Stack gap="md">
      <MeetingFilters
        state={{ ...state, when }}
        update={update}
        withSearch={false}
        labels={shopStatusLabels}
      />
      <Title order={2} size="h4" ref={heading} tabIndex={-1} aria-live="polite">
        {query.currentData
          ? countOf(query.currentData.total, 'booking', 'bookings')
          : 'Loading your bookings…'}
      </Title>
      <PagedResults
        query={query}
        page={state.page}
        limit={SHOP_BOOKING_PAGE_SIZE}
        noun={['booking', 'bookings']}
        errorTitle="We could not load your bookings"
        icon={<IconCalendarEvent size={24} />}
        onPage={goToPage}
        skeleton={<Skeleton height={160} radius="md" />}
        empty={
          <EmptyState icon={<IconCalendarEvent size={24} />} title="No bookings here">
            Customers book video meetings in your meeting hours (Availability). Try other filters to
            see earlier bookings.
          </EmptyState>
        }
      >
        {(bookings) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {bookings.map((booking) => (
              <ShopBookingCard key={booking.id} booking={booking} now={now} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
