import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import type { StitchingInvoiceSummary } from '@vitrine/contracts/stitching';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useUpdateShopStitchingInvoiceMutation } from '../api/shop-stitching-invoices.ts';

/** The shop's answer to a revision request: a new price, due date and a note. */
export function ReviseInvoiceForm({ invoice }: { invoice: StitchingInvoiceSummary }) {
  const feedback = useActionFeedback();
  const [update, { isLoading }] = useUpdateShopStitchingInvoiceMutation();
  const [open, setOpen] = useState(false);
  const [rupees, setRupees] = useState<number | ''>(invoice.price / 100);
  const [dueDate, setDueDate] = useState(invoice.dueDate);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Stack gap={4}>
        <Text size="sm">Asked: {invoice.revisionNote}</Text>
        <Button size="xs" variant="default" onClick={() => setOpen(true)}>
          Revise {invoice.number}
        </Button>
      </Stack>
    );
  }
  const submit = async () => {
    setError(null);
    try {
      await feedback.after(
        update({
          id: invoice.id,
          action: {
            action: 'revise',
            price: Math.round(Number(rupees) * 100),
            dueDate,
            ...(note && { note }),
          },
        }).unwrap(),
        `${invoice.number} is revised and sent back to the customer for approval.`,
      );
      setOpen(false);
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    }
  };
  return (
    <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Text size="sm">Asked: {invoice.revisionNote}</Text>
      <NumberInput
        label="New price (₹)"
        min={0}
        decimalScale={2}
        value={rupees}
        onChange={(v) => setRupees(typeof v === 'number' ? v : '')}
      />
      <TextInput
        label="New due date"
        type="date"
        value={dueDate}
        onChange={(e) => setDueDate(e.currentTarget.value)}
      />
      <TextInput
        label="Note to the customer"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" type="submit" loading={isLoading}>
          Send revised invoice
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
