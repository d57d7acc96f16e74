import {
  Badge,
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { IconPackage } from '@tabler/icons-react';
import { MAX_LOW_STOCK_UNITS, type StockLevel } from '@vitrine/contracts/shop-stock';
import { useState, type FormEvent } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { countOf } from '../../../lib/format-catalogue.ts';
import { useGetShopStockQuery, useSetStockSettingsMutation } from '../api/shop-stock.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';

export const STOCK_PAGE_SIZE = 25;

/** "Size M · Indigo · made to measure", or null for a product bought as itself. */
function variantLabel(line: StockLevel): string | null {
  const parts = [
    line.size && `Size ${line.size}`,
    line.colour,
    line.madeToMeasure ? 'made to measure' : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function StockLine({ line }: { line: StockLevel }) {
  const variant = variantLabel(line);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Box miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.title}
          </Text>
          {variant ? (
            <Text size="sm" c="dimmed">
              {variant}
            </Text>
          ) : null}
        </Box>
        <Group gap="xs">
          {line.stockKind === 'made_to_order' ? (
            <Badge variant="light" color="gray">
              Made to order
              {line.leadTimeDays ? `, ${countOf(line.leadTimeDays, 'day', 'days')}` : ''}
            </Badge>
          ) : (
            <>
              <Text fw={600}>{countOf(line.stock, 'unit', 'units')}</Text>
              {line.low ? (
                <Badge color={line.stock === 0 ? 'red' : 'orange'} variant="filled">
                  {line.stock === 0 ? 'Out of stock' : 'Low stock'}
                </Badge>
              ) : null}
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** The shop's low-stock threshold, saved on submit. */
function ThresholdForm({ shopId, current }: { shopId: string; current: number }) {
  const [value, setValue] = useState<string | number>(current);
  const [save, saving] = useSetStockSettingsMutation();
  const feedback = useActionFeedback();
  const units = typeof value === 'number' ? value : Number.NaN;
  const valid = Number.isInteger(units) && units >= 0 && units <= MAX_LOW_STOCK_UNITS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    void feedback
      .after(
        save({ shopId, lowStockUnits: units }).unwrap(),
        `Running low now means ${countOf(units, 'unit', 'units')} or fewer.`,
      )
      .catch(() => {});
  };

  return (
    <form onSubmit={submit} aria-label="Low-stock threshold">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Running low at"
          description="Units or fewer left"
          min={0}
          max={MAX_LOW_STOCK_UNITS}
          allowDecimal={false}
          allowNegative={false}
          value={value}
          onChange={setValue}
          error={valid ? undefined : `Enter a whole number from 0 to ${MAX_LOW_STOCK_UNITS}`}
          w={180}
        />
        <Button type="submit" loading={saving.isLoading} disabled={!valid || units === current}>
          Save threshold
        </Button>
      </Group>
    </form>
  );
}

/** /vendor/stock: every product and variant with its units, running-low ones flagged and first. */
export function StockList() {
  const { shop } = useConsoleShop();
  const [lowOnly, setLowOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = useGetShopStockQuery(
    { shopId: shop.id, lowOnly, page, limit: STOCK_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const { currentData, data } = query;
  // The threshold and the low count, kept from the last answer while the next page loads.
  const known = currentData ?? data;

  return (
    <Stack gap="md">
      {known ? (
        <ThresholdForm key={known.lowStockUnits} shopId={shop.id} current={known.lowStockUnits} />
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4" aria-live="polite">
          {known
            ? `${countOf(known.lowCount, 'line', 'lines')} running low`
            : 'Loading your stock…'}
        </Title>
        <SegmentedControl
          aria-label="Show"
          value={lowOnly ? 'low' : 'all'}
          onChange={(value) => {
            setLowOnly(value === 'low');
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'Everything' },
            { value: 'low', label: `Running low${known ? ` (${known.lowCount})` : ''}` },
          ]}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        limit={STOCK_PAGE_SIZE}
        noun={['stock line', 'stock lines']}
        errorTitle="We could not load your stock"
        icon={<IconPackage size={24} />}
        onPage={setPage}
        skeleton={
          <Stack gap="sm" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={56} radius="md" />
            ))}
          </Stack>
        }
        empty={
          lowOnly ? (
            <EmptyState icon={<IconPackage size={24} />} title="Nothing is running low">
              Every product kept in stock has more units than your threshold.
            </EmptyState>
          ) : (
            <EmptyState icon={<IconPackage size={24} />} title="No products yet">
              Add products under Products; their stock, and each variant’s, shows here.
            </EmptyState>
          )
        }
      >
        {(lines) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {lines.map((line) => (
              <StockLine key={`${line.productId}:${line.variantId ?? ''}`} line={line} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
