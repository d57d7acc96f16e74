import {
  Alert,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { STAGE_LABELS } from '@vitrine/contracts/stitching';
import { formatDate } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { DownloadButtons } from '../../../components/download-buttons.tsx';
import { useDownloadStitchingInvoicePdfMutation } from '../api/download-stitching-invoice-pdf.ts';
import { useGetStitchingInvoiceQuery } from '../api/get-stitching-invoice.ts';
import type { CheckoutBrowser } from '../hooks/use-stitching-checkout.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { MeasurementTable } from './measurement-table.tsx';
import { StageTimeline } from './stage-timeline.tsx';
import { APPROVAL_LABELS, GARMENT_LABELS, PAYMENT_STATUS_LABELS } from './stitching-labels.ts';
import { READABLE_LABEL } from './badge-styles.ts';

const invoicePdf = [{ key: 'pdf', label: 'Download invoice (PDF)' }] as const;

/** One stitching invoice: what is made, for how much, its actions and its timeline. */
export function StitchingInvoiceDetailView({
  invoiceId,
  browser,
}: {
  invoiceId: string;
  browser: CheckoutBrowser;
}) {
  const { data: invoice, isLoading, isError } = useGetStitchingInvoiceQuery(invoiceId);
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [downloadPdf] = useDownloadStitchingInvoicePdfMutation();
  if (isLoading) return <Skeleton h={240} />;
  if (isError || !invoice) {
    return (
      <Alert color="red" title="This stitching invoice could not be loaded">
        It may not be yours, or the connection dropped. Your invoices are listed under Stitching
        orders.
      </Alert>
    );
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {GARMENT_LABELS[invoice.garment]} from {invoice.shopName}
        </Title>
        <Group gap="xs">
          <Badge color={invoice.paymentStatus === 'paid' ? 'teal' : 'gray'}>
            {PAYMENT_STATUS_LABELS[invoice.paymentStatus]}
          </Badge>
          {invoice.paymentStatus === 'unpaid' && (
            <Badge variant="light" styles={READABLE_LABEL}>
              {APPROVAL_LABELS[invoice.approval]}
            </Badge>
          )}
          {invoice.stage && <Badge variant="outline">{STAGE_LABELS[invoice.stage]}</Badge>}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md">
          <Stack gap={4}>
            <Text>Invoice {invoice.number}</Text>
            <Text>Fabric: {invoice.fabric}</Text>
            <Text fw={600}>
              {formatMoney(invoice.price, invoice.currency)} ({invoice.priceInWords})
            </Text>
            <Text>Due {formatDate(`${invoice.dueDate}T00:00:00Z`)}</Text>
            {invoice.notes && <Text c="dimmed">{invoice.notes}</Text>}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <MeasurementTable measurements={invoice.measurements} caption="Measurements" />
        </Paper>
      </SimpleGrid>
      <DownloadButtons
        choices={invoicePdf}
        download={() => downloadPdf({ invoiceId: invoice.id, number: invoice.number }).unwrap()}
        failure="The invoice could not be downloaded."
        size="sm"
      />
      <InvoiceActions invoice={invoice} browser={browser} />
      <Paper withBorder p="md">
        <Title order={3} mb="sm">
          Timeline
        </Title>
        <StageTimeline events={invoice.timeline} />
      </Paper>
    </Stack>
  );
}
