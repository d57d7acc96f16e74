import { Badge, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import {
  CREDIT_ENTRY_KINDS,
  creditEntryKindLabels,
  type CreditEntryKind,
  type CreditLedgerEntry,
} from '@vitrine/contracts/credits';
import { useState } from 'react';
import { formatDate, formatTime } from '../../../lib/format-date-time.ts';
import { useGetUserCreditsQuery } from '../api/get-user-credits.ts';
import { CREDITS_PAGE_SIZE } from './credits-page-size.ts';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { useDownloadCreditsListMutation } from '../api/download-credits-list.ts';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { toApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-state.tsx';

const ALL = 'all';
const kindOptions = [
  { value: ALL, label: 'All activity' },
  ...CREDIT_ENTRY_KINDS.map((kind) => ({ value: kind, label: creditEntryKindLabels[kind] })),
];

const isKind = (value: string): value is CreditEntryKind =>
  (CREDIT_ENTRY_KINDS as readonly string[]).includes(value);

/** +60 in green for credits in, −30 for credits out (a real minus sign). */
export function CreditDelta({ delta }: { delta: number }) {
  return (
    <Text fw={600} c={delta > 0 ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`}
    </Text>
  );
}

export function EntryDate({ iso }: { iso: string }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(iso)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatTime(iso)}
      </Text>
    </>
  );
}

function EntryRow({ entry }: { entry: CreditLedgerEntry }) {
  return (
    <Table.Tr>
      <Table.Td>
        <EntryDate iso={entry.createdAt} />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Group gap={6}>
            <Badge variant="filled" color={entry.delta > 0 ? 'teal.9' : 'gray.7'} size="sm">
              {creditEntryKindLabels[entry.kind]}
            </Badge>
          </Group>
          <Text size="sm">{entry.description}</Text>
          {entry.expiresAt && entry.delta > 0 ? (
            <Text size="xs" c="dimmed">
              {new Date(entry.expiresAt) > new Date() ? 'Expires' : 'Expired'} on{' '}
              {formatDate(entry.expiresAt)}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">
        <CreditDelta delta={entry.delta} />
      </Table.Td>
      <Table.Td ta="right" visibleFrom="xs">
        {entry.balanceAfter.toLocaleString()}
      </Table.Td>
    </Table.Tr>
  );
}

/** The ledger, newest first: a kind filter, pages of 10, and CSV/Excel of the whole history. */
export function CreditHistory() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<CreditEntryKind | undefined>(undefined);
  const query = useGetUserCreditsQuery({ page, limit: CREDITS_PAGE_SIZE, kind });
  const { data, error, isLoading, isFetching, refetch } = query;
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadCreditsListMutation();

  let body;
  if (isLoading) body = <ListLoading label="Loading your credit history" />;
  else if (error || !data)
    body = (
      <ErrorState
        title="Your credit history could not be loaded"
        error={toApiError(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  else if (data.items.length === 0)
    body = kind ? (
      <ListEmpty title={`No “${creditEntryKindLabels[kind]}” entries`}>
        Choose “All activity” to see everything.
      </ListEmpty>
    ) : (
      <ListEmpty title="No credit activity yet">
        Credits you buy, spend on meetings or get back appear here.
      </ListEmpty>
    );
  else
    body = (
      <>
        <Table.ScrollContainer minWidth={340} type="native">
          <Table
            verticalSpacing="sm"
            striped
            aria-label="Credit history, newest first"
            style={{ opacity: isFetching ? 0.6 : 1 }}
            aria-busy={isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={112}>Date</Table.Th>
                <Table.Th>Activity</Table.Th>
                <Table.Th ta="right" w={80}>
                  Credits
                </Table.Th>
                <Table.Th ta="right" w={90} visibleFrom="xs">
                  Balance
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          label="Credit history pages"
          page={data.page}
          limit={data.limit}
          total={data.total}
          onChange={setPage}
        />
      </>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label="Show"
          data={kindOptions}
          value={kind ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setKind(isKind(value) ? value : undefined);
            setPage(1);
          }}
          w={220}
        />
        <DownloadButtons
          choices={listFormats('your credit history')}
          download={(format) => download({ list: 'history', kind, format }).unwrap()}
          failure="The credit history could not be downloaded."
          disabled={!data || data.total === 0}
        />
      </Group>
      {body}
    </Stack>
  );
}
