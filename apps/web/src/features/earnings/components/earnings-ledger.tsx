import {
  Anchor,
  Box,
  Button,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IconReceipt2 } from '@tabler/icons-react';
import {
  EARNING_KINDS,
  EARNING_STATES,
  earningKindLabels,
  earningStateLabels,
  type EarningEntry,
  type EarningKind,
  type EarningState,
} from '@vitrine/contracts/earnings';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { countOf } from '../../../lib/format-catalogue.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { useGetEarningsQuery, type EarningsFilters } from '../api/get-earnings.ts';
import { BalanceCards } from './balance-cards.tsx';
import { EarningStateBadge } from './earning-badges.tsx';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { useDownloadEarningsMutation } from '../api/download-earnings.ts';
import { StatementDownload } from './statement-download.tsx';

export const EARNINGS_PAGE_SIZE = 20;

const filterKeys = ['kind', 'state', 'from', 'to'] as const;

const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const kindOf = (value: string) =>
  (EARNING_KINDS as readonly string[]).includes(value) ? (value as EarningKind) : undefined;
const stateOf = (value: string) =>
  (EARNING_STATES as readonly string[]).includes(value) ? (value as EarningState) : undefined;

/** Basis points as a percentage: 1000 → "10%", 250 → "2.5%". */
export const percentOf = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;

/** The console page an entry came from, where the console has one (orders do). */
function sourceLink(entry: EarningEntry): string | null {
  if (entry.kind === 'order') return `/vendor/orders/${entry.source.id}`;
  if (entry.kind === 'reversal' && entry.reverses?.kind === 'order') {
    return `/vendor/orders/${entry.reverses.sourceId}`;
  }
  return null;
}

function LedgerTable({ entries }: { entries: EarningEntry[] }) {
  const { money } = useMoneyFormat();
  return (
    <Box role="region" aria-label="Ledger entries" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={820} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Entry</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Gross</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">Fee</Table.Th>
            <Table.Th ta="right">Net</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Releases</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const link = sourceLink(entry);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {earningKindLabels[entry.kind]}
                  </Text>
                  {link ? (
                    <Anchor component={Link} to={link} size="sm">
                      {entry.description}
                    </Anchor>
                  ) : (
                    <Text size="sm">{entry.description}</Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(entry.occurredAt)}</Table.Td>
                <Table.Td ta="right">{money(entry.gross, entry.currency)}</Table.Td>
                <Table.Td ta="right">
                  {money(entry.commission, entry.currency)}
                  <Text size="xs" c="dimmed">
                    at {percentOf(entry.commissionRateBps)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {money(entry.fee, entry.currency)}
                  <Text size="xs" c="dimmed">
                    at {percentOf(entry.feeRateBps)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(entry.net, entry.currency)}
                </Table.Td>
                <Table.Td>
                  <EarningStateBadge state={entry.state} />
                </Table.Td>
                <Table.Td>{formatDate(entry.releasesAt)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** /vendor/earnings: balances, the ledger with filters (kept in the URL), exports and statements. */
export function EarningsLedger({ shopId }: { shopId: string }) {
  const { state, update } = useListSearch(filterKeys);
  const filters: EarningsFilters = {
    shopId,
    kind: kindOf(state.kind),
    state: stateOf(state.state),
    fromDate: dayOf(state.from),
    toDate: dayOf(state.to),
  };
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadEarningsMutation();
  const query = useGetEarningsQuery({ ...filters, page: state.page, limit: EARNINGS_PAGE_SIZE });
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));
  const filtered = Boolean(state.kind || state.state || state.from || state.to);
  const icon = <IconReceipt2 size={24} />;

  const empty = filtered ? (
    <EmptyState
      icon={icon}
      title="No entries match these filters"
      actions={
        <Button onClick={() => update({ kind: '', state: '', from: '', to: '' })}>
          Clear the filters
        </Button>
      }
    >
      Try another kind, state or dates.
    </EmptyState>
  ) : (
    <EmptyState icon={icon} title="No earnings yet">
      Paid meetings, delivered orders and paid stitching invoices add an entry here, held for a few
      days and then payable.
    </EmptyState>
  );

  return (
    <Stack gap="lg">
      <BalanceCards balances={query.data?.balances} />
      <StatementDownload shopId={shopId} />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Kind"
            value={state.kind}
            onChange={(event) => update({ kind: event.currentTarget.value })}
            data={[
              { value: '', label: 'Any kind' },
              ...EARNING_KINDS.map((kind) => ({ value: kind, label: earningKindLabels[kind] })),
            ]}
          />
          <NativeSelect
            label="State"
            value={state.state}
            onChange={(event) => update({ state: event.currentTarget.value })}
            data={[
              { value: '', label: 'Any state' },
              ...EARNING_STATES.map((value) => ({ value, label: earningStateLabels[value] })),
            ]}
          />
          <TextInput
            type="date"
            label="From"
            value={state.from}
            onChange={(event) => update({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            value={state.to}
            onChange={(event) => update({ to: event.currentTarget.value })}
          />
        </Group>
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" ref={heading} tabIndex={-1} aria-live="polite">
            {query.currentData
              ? countOf(query.currentData.total, 'entry', 'entries')
              : 'Loading the ledger…'}
          </Title>
          <DownloadButtons
            choices={listFormats()}
            download={(format) => download({ ...filters, format }).unwrap()}
            failure="The ledger could not be downloaded."
          />
        </Group>
        <PagedResults
          query={query}
          page={state.page}
          limit={EARNINGS_PAGE_SIZE}
          noun={['entry', 'entries']}
          errorTitle="We could not load your earnings"
          icon={icon}
          onPage={goToPage}
          skeleton={
            <Stack gap="xs" aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height={48} radius="sm" />
              ))}
            </Stack>
          }
          empty={empty}
        >
          {(entries) => <LedgerTable entries={entries} />}
        </PagedResults>
      </Stack>
    </Stack>
  );
}
