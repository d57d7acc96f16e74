import {
  Alert,
  Anchor,
  Badge,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { StitchingInvoiceSummary } from '@vitrine/contracts/stitching';
import { STAGE_LABELS } from '@vitrine/contracts/stitching';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import {
  useGetStitchingInvoicesQuery,
  type StitchingInvoiceFilters,
} from '../api/get-stitching-invoices.ts';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { useDownloadStitchingInvoicesMutation } from '../api/download-stitching-invoices.ts';
import { StitchingFilters } from './stitching-filters.tsx';
import { GARMENT_LABELS, PAYMENT_STATUS_LABELS } from './stitching-labels.ts';
import { READABLE_LABEL } from './badge-styles.ts';

export const STITCHING_PAGE_SIZE = 20;
const FILTER_KEYS = ['searchKey', 'paymentStatus', 'fromDate', 'toDate'] as const;

function filtersFrom(params: URLSearchParams): StitchingInvoiceFilters {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters as StitchingInvoiceFilters;
}

function InvoiceRow({ invoice }: { invoice: StitchingInvoiceSummary }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/user/stitching-orders/${invoice.id}`}>
          {invoice.number}
        </Anchor>
      </Table.Td>
      <Table.Td>{invoice.shopName}</Table.Td>
      <Table.Td>
        {GARMENT_LABELS[invoice.garment]} · {invoice.fabric}
      </Table.Td>
      <Table.Td>{formatMoney(invoice.price, invoice.currency)}</Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          styles={READABLE_LABEL}
          color={invoice.paymentStatus === 'paid' ? 'teal' : 'gray'}
        >
          {PAYMENT_STATUS_LABELS[invoice.paymentStatus]}
        </Badge>
      </Table.Td>
      <Table.Td>{invoice.stage ? STAGE_LABELS[invoice.stage] : '—'}</Table.Td>
      <Table.Td>{formatDate(`${invoice.dueDate}T00:00:00Z`)}</Table.Td>
    </Table.Tr>
  );
}

/** /user/stitching-orders: the customer's stitching invoices, filtered, paged and exportable. */
export function StitchingInvoiceList() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadStitchingInvoicesMutation();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError } = useGetStitchingInvoicesQuery({
    ...filters,
    page,
    limit: STITCHING_PAGE_SIZE,
  });

  const setFilters = (next: StitchingInvoiceFilters) => {
    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) query.set(key, next[key]);
    setParams(query, { replace: true });
  };
  const setPage = (next: number) => {
    const query = new URLSearchParams(params);
    query.set('page', String(next));
    setParams(query);
  };

  return (
    <Stack>
      <Group justify="space-between" align="end">
        <StitchingFilters filters={filters} onChange={setFilters} />
        <DownloadButtons
          choices={listFormats()}
          download={(format) => download({ ...filters, format }).unwrap()}
          failure="The list could not be downloaded."
        />
      </Group>
      {isLoading && <Skeleton h={160} />}
      {isError && (
        <Alert color="red" title="Your stitching orders could not be loaded">
          Please try again in a moment.
        </Alert>
      )}
      {data && data.items.length === 0 && (
        <Text c="dimmed">
          {FILTER_KEYS.some((key) => filters[key])
            ? 'No stitching invoice matches these filters.'
            : 'No stitching invoices yet. A tailoring shop sends one when it takes on your order.'}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Caption>Stitching invoices, newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Shop</Table.Th>
                  <Table.Th>Garment</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>Stage</Table.Th>
                  <Table.Th>Due</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > STITCHING_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(data.total / STITCHING_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label="Pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}
