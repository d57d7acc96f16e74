import { Badge, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { CreditReceipt as CreditReceiptData } from '@vitrine/contracts/payments';
import { useId, type ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format-date-time.ts';
import { useAmountInWords } from '../../../lib/amount-in-words.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import classes from './credit-receipt.module.css';

const providerNames: Record<CreditReceiptData['order']['provider'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox (test payment, no money moved)',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type CreditReceiptProps = {
  receipt: CreditReceiptData;
  /** Who paid, as the signed-in account knows it. */
  billedTo?: { name: string; email: string } | null;
};

/**
 * The receipt of a paid order: what was bought, the amount in figures and in words, when
 * (in the viewer's time zone) and the payment's references. Prints on its own.
 */
export function CreditReceipt({ receipt, billedTo }: CreditReceiptProps) {
  const money = useMoneyFormat();
  const amountInWords = useAmountInWords();
  const titleId = useId();
  const { order, plan } = receipt;
  const amount = money.money(receipt.amount, receipt.currency);
  const inWords = amountInWords(receipt.amount, receipt.currency) ?? receipt.amountInWords;
  const paidAt = receipt.paidAt ?? order.createdAt;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      className={classes.receipt}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0}>
            <Text fw={800} fz="xl" c="indigo.8">
              Vitrine
            </Text>
            <Text size="sm" c="dimmed">
              Credits purchase
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Title order={2} size="h3" id={titleId}>
              Receipt
            </Title>
            <Badge color="teal.9" variant="filled">
              Paid
            </Badge>
          </Stack>
        </Group>

        <dl className={classes.fields}>
          <Field label="Receipt number">{order.id}</Field>
          <Field label="Date paid">{formatDateTime(paidAt)}</Field>
          {billedTo ? (
            <Field label="Billed to">
              {billedTo.name}
              <br />
              {billedTo.email}
            </Field>
          ) : null}
        </dl>

        <Table verticalSpacing="sm" aria-label="What was bought">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Credits</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Text fw={600}>{plan.name} plan</Text>
                <Text size="sm" c="dimmed">
                  Valid for {plan.validityDays} days
                  {receipt.creditsExpireAt ? `, until ${formatDate(receipt.creditsExpireAt)}` : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{plan.credits.toLocaleString()}</Table.Td>
              <Table.Td ta="right">{amount}</Table.Td>
            </Table.Tr>
            <Table.Tr className={classes.total}>
              <Table.Th scope="row" colSpan={2}>
                Total paid
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {amount}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>

        <dl className={classes.fields}>
          <Field label="Amount in words">{inWords}</Field>
          <Field label="Credits added">{plan.credits.toLocaleString()}</Field>
          <Field label="Your balance now">{receipt.balance.toLocaleString()} credits</Field>
        </dl>

        <Divider />

        <dl className={classes.fields}>
          <Field label="Paid through">{providerNames[order.provider]}</Field>
          {order.paymentId ? <Field label="Payment ID">{order.paymentId}</Field> : null}
          <Field label="Order ID">{order.orderId}</Field>
        </dl>
      </Stack>
    </Paper>
  );
}
