import { Box, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { countOf } from '../../../lib/format-catalogue.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { useGetShopCustomersQuery } from '../api/get-shop-customers.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';

export const CUSTOMER_PAGE_SIZE = 20;

const relationLabels = { favourite: 'Favourited your shop' } as const;

function NoCustomers({ searchKey, onShowAll }: { searchKey: string; onShowAll: () => void }) {
  if (searchKey) {
    return (
      <EmptyState
        icon={<IconAddressBook size={24} />}
        title={`No customer matches “${searchKey}”`}
        actions={<Button onClick={onShowAll}>Show every customer</Button>}
      >
        Search looks at names and email addresses.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<IconAddressBook size={24} />} title="No customers yet">
      Shoppers who favourite your shop show here; later, those who book meetings, chat with you or
      order from you will too.
    </EmptyState>
  );
}

/** /vendor/customers: the shop's own customers, searched by name or email, in pages. */
export function CustomerList() {
  const { shop } = useConsoleShop();
  const { state, update } = useListSearch();
  const query = useGetShopCustomersQuery({
    shopId: shop.id,
    searchKey: state.searchKey || undefined,
    page: state.page,
    limit: CUSTOMER_PAGE_SIZE,
  });
  const { currentData } = query;
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));

  return (
    <Stack gap="md">
      <Box maw={480}>
        <SearchField
          label="Search your customers"
          placeholder="Name or email"
          value={state.searchKey}
          onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
        />
      </Box>
      <Title order={2} size="h4" ref={heading} tabIndex={-1} aria-live="polite">
        {currentData
          ? `${countOf(currentData.total, 'customer', 'customers')}${state.searchKey ? ` for “${state.searchKey}”` : ''}`
          : 'Loading your customers…'}
      </Title>
      <PagedResults
        query={query}
        page={state.page}
        limit={CUSTOMER_PAGE_SIZE}
        noun={['customer', 'customers']}
        errorTitle="We could not load your customers"
        icon={<IconAddressBook size={24} />}
        onPage={goToPage}
        skeleton={
          <Stack gap="sm" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={64} radius="md" />
            ))}
          </Stack>
        }
        empty={
          <NoCustomers searchKey={state.searchKey} onShowAll={() => update({ searchKey: '' })} />
        }
      >
        {(customers) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {customers.map((customer) => (
              <Paper key={customer.id} component="li" withBorder radius="md" p="sm">
                <Text fw={600}>{customer.name}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {customer.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {customer.relations.map((r) => relationLabels[r]).join(', ')} on{' '}
                  {formatDate(customer.since)}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
