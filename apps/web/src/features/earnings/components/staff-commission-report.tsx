import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import { IconDownload, IconReportMoney } from '@tabler/icons-react';
import { earningKindLabels, type CommissionReport } from '@vitrine/contracts/earnings';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useDownloadCommissionReportMutation } from '../api/download-commission-report.ts';
import type { ReportPeriod } from '../api/earnings-api.ts';
import { useGetCommissionReportQuery } from '../api/get-commission-report.ts';
import { ProblemAlert } from './problem-alert.tsx';

type Totals = CommissionReport['totals'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** This month so far (UTC days, as the ledger's periods are). */
export const thisMonth = (now = new Date()): ReportPeriod => {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/** What is wrong with each day of the period (nothing when it can be asked for). */
const periodProblems = ({ from, to }: ReportPeriod): { from?: string; to?: string } => {
  if (!DAY.test(from)) return { from: 'Pick the first day of the period.' };
  if (!DAY.test(to)) return { to: 'Pick the last day of the period.' };
  if (to < from) return { to: 'The period’s last day is before its first.' };
  return {};
};

function TotalCards({ totals, currency }: { totals: Totals; currency: string }) {
  const { money } = useMoneyFormat();
  const cards: [string, number][] = [
    ['Gross', totals.gross],
    ['Commission', totals.commission],
    ['GST on commission', totals.gstOnCommission],
    ['Provider fees', totals.fees],
    ['Net to shops', totals.net],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Text size="sm">{label}</Text>
          <Text fw={700} size="lg">
            {money(value, currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** One table of the report: a row per shop or kind, and the totals. */
function ReportTable({
  caption,
  heading,
  rows,
  totals,
  currency,
}: {
  caption: string;
  heading: string;
  rows: (Totals & { key: string; name: string })[];
  totals: Totals;
  currency: string;
}) {
  const { money } = useMoneyFormat();
  const cells = (r: Totals) =>
    [r.gross, r.commission, r.gstOnCommission, r.fees, r.net].map((v, i) => (
      <Table.Td key={i} ta="right">
        {money(v, currency)}
      </Table.Td>
    ));
  return (
    // Focusable, so a keyboard can scroll it on a phone (it holds no links or buttons).
    <Box tabIndex={0} role="region" aria-label={caption} style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder miw={640}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{heading}</Table.Th>
            <Table.Th scope="col" ta="right">
              Entries
            </Table.Th>
            {['Gross', 'Commission', 'GST on commission', 'Fees', 'Net'].map((h) => (
              <Table.Th key={h} scope="col" ta="right">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row">{r.name}</Table.Th>
              <Table.Td ta="right">{r.count}</Table.Td>
              {cells(r)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td ta="right">{totals.count}</Table.Td>
            {cells(totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}

function ReportBody({ report }: { report: CommissionReport }) {
  const kindTotals = report.byKind.reduce(
    (all, k) => ({
      count: all.count + k.count,
      gross: all.gross + k.gross,
      commission: all.commission + k.commission,
      gstOnCommission: all.gstOnCommission + k.gstOnCommission,
      fees: all.fees + k.fees,
      net: all.net + k.net,
    }),
    { count: 0, gross: 0, commission: 0, gstOnCommission: 0, fees: 0, net: 0 },
  );
  return (
    <Stack gap="lg">
      <TotalCards totals={report.totals} currency={report.currency} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          By shop
        </Title>
        <ReportTable
          caption={`Commission per shop, ${report.from} to ${report.to}`}
          heading="Shop"
          rows={report.byShop.map((s) => ({ ...s, key: s.shopId, name: s.shopName }))}
          totals={report.totals}
          currency={report.currency}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          By kind
        </Title>
        <ReportTable
          caption={`Commission per kind of earning, ${report.from} to ${report.to}`}
          heading="Kind"
          rows={report.byKind.map((k) => ({ ...k, key: k.kind, name: earningKindLabels[k.kind] }))}
          totals={kindTotals}
          currency={report.currency}
        />
        <Text size="xs" c="dimmed">
          GST is 18% of each shop’s commission, rounded to the paisa; per kind it is rounded per
          kind, so its total may differ from the shops’ by a few paise.
        </Text>
      </Stack>
    </Stack>
  );
}

/** Staff (shops): the platform's commission for a period, per shop and kind, and its CSV. */
export function CommissionReportPanel({ initial = thisMonth() }: { initial?: ReportPeriod }) {
  const [period, setPeriod] = useState<ReportPeriod>(initial);
  const problems = periodProblems(period);
  const problem = problems.from ?? problems.to ?? null;
  const query = useGetCommissionReportQuery(period, { skip: problem !== null });
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download, downloading] = useDownloadCommissionReportMutation();
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const icon = <IconReportMoney size={24} />;

  const save = async () => {
    setDownloadProblem(null);
    try {
      await download(period).unwrap();
    } catch (failure) {
      setDownloadProblem(describeApiError(toApiError(failure)));
    }
  };

  let body;
  if (problem) {
    body = null; // The field says what is wrong.
  } else if (query.isFetching && !query.currentData) {
    body = <ListLoading label="Loading the commission report" rows={3} />;
  } else if (query.error || !query.currentData) {
    body = (
      <ErrorState
        title="We could not load the commission report"
        error={toApiError(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.currentData.totals.count === 0) {
    body = (
      <EmptyState icon={icon} title="Nothing earned in this period">
        No shop earned anything from {period.from} to {period.to}. Pick a longer or earlier period.
      </EmptyState>
    );
  } else {
    body = <ReportBody report={query.currentData} />;
  }

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          error={problems.from}
          value={period.from}
          onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          error={problems.to}
          value={period.to}
          onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => void save()}
          loading={downloading.isLoading}
          disabled={problem !== null}
        >
          Download CSV
        </Button>
      </Group>
      <ProblemAlert title="The report was not downloaded" message={downloadProblem} />
      {downloading.data ? (
        <Text size="sm" role="status">
          Saved {downloading.data.fileName}.
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
