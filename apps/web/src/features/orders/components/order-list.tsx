import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { countOf } from '../../../lib/format-catalogue.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { useListOrdersQuery, type OrderListFilters } from '../api/list-orders.ts';
import type { OrderSide } from '../api/orders-api.ts';
import { dayOf, orderStatusOf } from '../rules/order-status.ts';
import { OrderCard } from './order-card.tsx';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { useDownloadOrdersMutation } from '../api/download-orders.ts';
import { OrderFilters } from './order-filters.tsx';

export const ORDER_PAGE_SIZE = 10;

const filterKeys = ['status', 'from', 'to'] as const;

type OrderListProps = {
  side: OrderSide;
  shopId?: string;
  /** Where a row links to. */
  linkOf: (orderId: string) => string;
  emptyText: string;
  emptyActions?: ReactNode;
};

/** The customer's or a shop's orders, with filters (kept in the URL), pages and download. */
export function OrderList({ side, shopId, linkOf, emptyText, emptyActions }: OrderListProps) {
  const { state, update } = useListSearch(filterKeys);
  const filters: OrderListFilters = {
    side,
    shopId,
    searchKey: state.searchKey || undefined,
    status: orderStatusOf(state.status),
    fromDate: dayOf(state.from),
    toDate: dayOf(state.to),
  };
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadOrdersMutation();
  const query = useListOrdersQuery({ ...filters, page: state.page, limit: ORDER_PAGE_SIZE });
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));
  const filtered = Boolean(state.searchKey || state.status || state.from || state.to);
  const icon = <IconReceipt size={24} />;

  const empty = filtered ? (
    <EmptyState
      icon={icon}
      title="No orders match these filters"
      actions={
        <Button onClick={() => update({ searchKey: '', status: '', from: '', to: '' })}>
          Clear the filters
        </Button>
      }
    >
      Try another status or dates, or a shorter search.
    </EmptyState>
  ) : (
    <EmptyState icon={icon} title="No orders yet" actions={emptyActions}>
      {emptyText}
    </EmptyState>
  );

  return (
    <Stack gap="md">
      <OrderFilters state={state} update={update} />
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" ref={heading} tabIndex={-1} aria-live="polite">
          {query.currentData
            ? countOf(query.currentData.total, 'order', 'orders')
            : 'Loading the orders…'}
        </Title>
        <DownloadButtons
          choices={listFormats('these orders')}
          download={(format) => download({ ...filters, format }).unwrap()}
          failure="The orders could not be downloaded."
        />
      </Group>
      <PagedResults
        query={query}
        page={state.page}
        limit={ORDER_PAGE_SIZE}
        noun={['order', 'orders']}
        errorTitle="We could not load the orders"
        icon={icon}
        onPage={goToPage}
        skeleton={
          <Stack gap="sm" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={72} radius="md" />
            ))}
          </Stack>
        }
        empty={empty}
      >
        {(orders) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} to={linkOf(order.id)} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
