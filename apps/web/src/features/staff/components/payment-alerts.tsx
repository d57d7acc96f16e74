import { Badge, Code, Group, NativeSelect, Skeleton, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import type {
  PaymentAlert,
  PaymentAlertAction,
  PaymentAlertReason,
} from '@vitrine/contracts/payments';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useGetPaymentAlertsQuery } from '../api/get-payment-alerts.ts';

const LIMIT = 25;

const ACTIONS: { value: '' | PaymentAlertAction; label: string }[] = [
  { value: '', label: 'Refunded and held' },
  { value: 'held', label: 'Held: needs a person' },
  { value: 'refunded', label: 'Refunded automatically' },
];

/** Why the payment did not settle, as staff read it. */
const ALERT_REASONS: Record<PaymentAlertReason, string> = {
  superseded: 'Paid a checkout that had been replaced (the amount due changed)',
  amount_changed: 'The amount due changed after the checkout was made',
  not_payable: 'Nothing was due any more (cancelled, sent back for revision, or already paid)',
  amount_mismatch: 'The provider took another amount than the checkout’s',
  second_payment: 'A second payment for a checkout already paid',
};

const PURPOSES: Record<PaymentAlert['purpose'], string> = {
  credit_plan: 'Credit plan',
  order: 'Shop order',
  stitching_invoice: 'Stitching invoice',
  checkout: 'Cart checkout',
};

function MoneyState({ alert }: { alert: PaymentAlert }) {
  if (alert.action === 'held') {
    return (
      <Stack gap={2}>
        <Badge color="red.8" variant="light">
          Held
        </Badge>
        <Text size="xs">Refund or settle it in the provider’s dashboard.</Text>
      </Stack>
    );
  }
  return (
    <Badge color={alert.refund?.status === 'processed' ? 'teal.8' : 'yellow.9'} variant="light">
      {alert.refund?.status === 'processed' ? 'Refunded' : 'Refund on its way'}
    </Badge>
  );
}

/** /staff/payment-alerts: payments that did not settle what they were for, newest first. */
export function PaymentAlerts() {
  const { money } = useMoneyFormat();
  const [action, setAction] = useState<'' | PaymentAlertAction>('');
  const [page, setPage] = useState(1);
  const query = useGetPaymentAlertsQuery({ action: action || undefined, page, limit: LIMIT });
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <NativeSelect
          label="Money"
          value={action}
          data={ACTIONS}
          onChange={(e) => {
            setAction(e.currentTarget.value as '' | PaymentAlertAction);
            setPage(1);
          }}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        limit={LIMIT}
        noun={['alert', 'alerts']}
        errorTitle="We could not load the payment alerts"
        icon={<IconAlertTriangle size={24} />}
        onPage={setPage}
        skeleton={
          <Stack gap="sm" aria-label="Loading the payment alerts">
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        }
        empty={
          <EmptyState icon={<IconAlertTriangle size={24} />} title="No payment alerts">
            {action
              ? 'Nothing matches this filter.'
              : 'Every payment settled exactly what it was for. A payment for an amount no longer due, or of another amount than its checkout, is listed here.'}
          </EmptyState>
        }
      >
        {(items) => (
          <Table.ScrollContainer minWidth={880}>
            <Table aria-label="Payment alerts" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Paid</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Why</Table.Th>
                  <Table.Th>Money</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((alert) => (
                  <Table.Tr key={alert.id}>
                    <Table.Td>{formatDateTime(alert.createdAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{alert.customer.name}</Text>
                      <Text size="xs" c="dimmed">
                        {alert.customer.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{PURPOSES[alert.purpose]}</Text>
                      <Text size="xs">
                        Order <Code>{alert.reference}</Code>
                      </Text>
                      <Text size="xs">
                        Payment <Code>{alert.paymentId}</Code>
                      </Text>
                    </Table.Td>
                    <Table.Td>{money(alert.amountPaidMinor, alert.currency)}</Table.Td>
                    <Table.Td>
                      {alert.amountDueMinor !== null && alert.dueCurrency
                        ? money(alert.amountDueMinor, alert.dueCurrency)
                        : 'Nothing'}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{ALERT_REASONS[alert.reason]}</Text>
                    </Table.Td>
                    <Table.Td>
                      <MoneyState alert={alert} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedResults>
    </Stack>
  );
}
