import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Select } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { useListMyPaymentsForSupportQuery } from '../api/list-my-payments.ts';

const statusWords = { created: 'not completed', paid: 'paid', failed: 'failed' } as const;

/** One of my payments, chosen by what it paid for, its amount, date and receipt number (optional). */
export function PaymentPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const { data, isLoading, isError } = useListMyPaymentsForSupportQuery();
  return (
    <Select
      label="Which payment? (optional)"
      placeholder={
        isLoading
          ? 'Loading your payments…'
          : isError
            ? 'Your payments could not be loaded'
            : 'Choose a payment'
      }
      clearable
      searchable
      data={(data?.items ?? []).map((payment) => ({
        value: payment.id,
        label: `${payment.description}, ${formatMoney(payment.amountMinor, payment.currency)}, ${statusWords[payment.status]}, ${formatDateTime(payment.createdAt)} (${payment.reference})`,
      }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      nothingFoundMessage="No payments"
    />
  );
}
