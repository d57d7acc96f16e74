import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  GARMENTS,
  nextStage,
  STAGE_LABELS,
  type Garment,
  type Measurements,
  type StitchingInvoiceSummary,
} from '@vitrine/contracts/stitching';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import {
  useGetShopStitchingInvoicesQuery,
  useSendStitchingInvoiceMutation,
  useUpdateShopStitchingInvoiceMutation,
} from '../api/shop-stitching-invoices.ts';
import { fieldsOf, MeasurementFields } from './measurement-fields.tsx';
import { ReviseInvoiceForm } from './revise-invoice-form.tsx';
import { GARMENT_LABELS, PAYMENT_STATUS_LABELS } from './stitching-labels.ts';
import { READABLE_LABEL } from './badge-styles.ts';

/** An invoice's state as the shop reads it. */
const shopStatus = (invoice: StitchingInvoiceSummary) =>
  invoice.paymentStatus !== 'unpaid'
    ? PAYMENT_STATUS_LABELS[invoice.paymentStatus]
    : {
        pending: 'Awaiting approval',
        approved: 'Approved, awaiting payment',
        revision_requested: 'Revision requested',
      }[invoice.approval];

const garmentOptions = GARMENTS.map((value) => ({ value, label: GARMENT_LABELS[value] }));

/** The console's form: a stitching invoice for a customer, by email. */
function SendInvoiceForm({ shopId }: { shopId: string }) {
  // feedback: the form says the invoice is sent (status), or why not (alert), above its fields
  const [send, { isLoading }] = useSendStitchingInvoiceMutation();
  const [customerEmail, setEmail] = useState('');
  const [garment, setGarment] = useState<Garment>('blouse');
  const [fabric, setFabric] = useState('');
  const [measurements, setMeasurements] = useState<Measurements>({});
  const [rupees, setRupees] = useState<number | ''>('');
  const [dueDate, setDueDate] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    setMessage(null);
    try {
      const sent = await send({
        shopId,
        customerEmail,
        garment,
        fabric,
        measurements,
        price: Math.round(Number(rupees) * 100),
        currency: 'INR',
        dueDate,
        notes: '',
      }).unwrap();
      setMessage({ ok: true, text: `Invoice ${sent.number} sent to ${customerEmail}.` });
      setEmail('');
      setFabric('');
      setMeasurements({});
    } catch (failure) {
      setMessage({ ok: false, text: describeApiError(toApiError(failure)) });
    }
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Stack>
        <Title order={2}>Send a stitching invoice</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Customer email"
            type="email"
            required
            value={customerEmail}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Select
            label="Garment"
            data={garmentOptions}
            value={garment}
            allowDeselect={false}
            onChange={(value) => {
              const next = (value ?? 'blouse') as Garment;
              setGarment(next);
              setMeasurements((current) => fieldsOf(next, current));
            }}
          />
          <TextInput
            label="Fabric"
            required
            value={fabric}
            onChange={(e) => setFabric(e.currentTarget.value)}
          />
          <NumberInput
            label="Price (₹)"
            required
            min={0}
            decimalScale={2}
            value={rupees}
            onChange={(v) => setRupees(typeof v === 'number' ? v : '')}
          />
          <TextInput
            label="Due date"
            type="date"
            required
            value={dueDate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
          />
        </SimpleGrid>
        <MeasurementFields garment={garment} value={measurements} onChange={setMeasurements} />
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={isLoading}>
            Send invoice
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The next stage a paid invoice can move to, as a button. */
function NextStageButton({ invoice }: { invoice: StitchingInvoiceSummary }) {
  const feedback = useActionFeedback();
  const [update, { isLoading }] = useUpdateShopStitchingInvoiceMutation();
  const [error, setError] = useState<string | null>(null);
  const next = invoice.paymentStatus === 'paid' ? nextStage(invoice.stage) : undefined;
  if (!next) return null;
  return (
    <>
      <Button
        size="xs"
        loading={isLoading}
        onClick={() =>
          void feedback
            .after(
              update({ id: invoice.id, action: { action: 'stage', stage: next } }).unwrap(),
              `${invoice.number} is marked ${STAGE_LABELS[next].toLowerCase()}; the customer is told.`,
            )
            .catch((failure: unknown) => setError(describeApiError(toApiError(failure))))
        }
      >
        Mark {STAGE_LABELS[next].toLowerCase()}
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

/** /vendor/stitching: send invoices and move paid ones through their production stages. */
export function ConsoleStitching({ shopId }: { shopId: string }) {
  const { data } = useGetShopStitchingInvoicesQuery({ shopId, page: 1, limit: 50 });
  return (
    <Stack>
      <SendInvoiceForm shopId={shopId} />
      <Title order={2}>Invoices</Title>
      {data?.items.length === 0 && <Text c="dimmed">No stitching invoices sent yet.</Text>}
      {data && data.items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table>
            <Table.Caption>The shop's stitching invoices, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Garment</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>Next</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>
                    {GARMENT_LABELS[invoice.garment]} · {invoice.fabric}
                  </Table.Td>
                  <Table.Td>{formatMoney(invoice.price, invoice.currency)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" styles={READABLE_LABEL}>
                      {shopStatus(invoice)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{invoice.stage ? STAGE_LABELS[invoice.stage] : '—'}</Table.Td>
                  <Table.Td>
                    {invoice.paymentStatus === 'unpaid' &&
                    invoice.approval === 'revision_requested' ? (
                      <ReviseInvoiceForm invoice={invoice} />
                    ) : (
                      <NextStageButton invoice={invoice} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
