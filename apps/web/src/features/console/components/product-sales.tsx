import { Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import { IconChartBar } from '@tabler/icons-react';
import { MAX_SALES_PERIOD_DAYS, type ProductSales } from '@vitrine/contracts/shop-stock';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { useGetProductSalesQuery } from '../api/shop-stock.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Why a period cannot be asked for, or null. */
function periodProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both days';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (Number.isNaN(days)) return 'Choose both days';
  if (days < 0) return 'The last day is before the first';
  if (days >= MAX_SALES_PERIOD_DAYS) return `Choose at most ${MAX_SALES_PERIOD_DAYS} days`;
  return null;
}

/** Revenue per currency (a shop sells in one, but orders keep theirs). */
function totals(items: ProductSales[]) {
  const byCurrency = new Map<string, number>();
  for (const item of items) {
    byCurrency.set(
      item.revenue.currency,
      (byCurrency.get(item.revenue.currency) ?? 0) + item.revenue.amountMinor,
    );
  }
  return [...byCurrency].map(([currency, amountMinor]) => formatMoney(amountMinor, currency));
}

/**
 * /vendor/sales: units sold and revenue per product over a period (the last 30 days at first),
 * from the shop's paid orders, cart checkouts included.
 */
export function ProductSalesReport({ now = Date.now() }: { now?: number }) {
  const { shop } = useConsoleShop();
  const [from, setFrom] = useState(isoDay(now - 29 * DAY_MS));
  const [to, setTo] = useState(isoDay(now));
  const problem = periodProblem(from, to);
  const query = useGetProductSalesQuery(
    { shopId: shop.id, from, to },
    { skip: problem !== null, refetchOnMountOrArgChange: true },
  );
  const { currentData, isLoading, isFetching, error, refetch } = query;
  const items = currentData?.items ?? [];
  const units = items.reduce((sum, item) => sum + item.units, 0);

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={problem && problem !== 'The last day is before the first' ? problem : undefined}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={problem === 'The last day is before the first' ? problem : undefined}
        />
      </Group>
      {problem ? null : error ? (
        <ErrorState
          title="We could not load your sales"
          error={toApiError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isLoading || !currentData ? (
        <ListLoading label="Loading your sales" rows={4} />
      ) : items.length === 0 ? (
        <EmptyState icon={<IconChartBar size={24} />} title="No sales in this period">
          Paid orders show here, per product, once they are placed; cancelled, returned and refunded
          ones do not count.
        </EmptyState>
      ) : (
        <Stack gap="sm" aria-busy={isFetching}>
          <Title order={2} size="h4" aria-live="polite">
            {countOf(units, 'unit', 'units')} sold for {totals(items).join(' + ')}
          </Title>
          <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
            <Table verticalSpacing="xs" aria-label="Sales per product" miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Units</Table.Th>
                  <Table.Th ta="right">Orders</Table.Th>
                  <Table.Th ta="right">Revenue</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={`${item.productId ?? item.title}:${item.revenue.currency}`}>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {item.title}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{item.units}</Table.Td>
                    <Table.Td ta="right">{item.orders}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(item.revenue.amountMinor, item.revenue.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Text size="xs" c="dimmed">
            Revenue is the items’ prices times their quantities, before order discounts and
            shipping.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
