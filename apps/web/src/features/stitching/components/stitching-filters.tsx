import { Group, Select, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { PAYMENT_STATUSES, type StitchingPaymentStatus } from '@vitrine/contracts/stitching';
import type { StitchingInvoiceFilters } from '../api/get-stitching-invoices.ts';
import { PAYMENT_STATUS_LABELS } from './stitching-labels.ts';

type Props = {
  filters: StitchingInvoiceFilters;
  onChange: (filters: StitchingInvoiceFilters) => void;
};

/** Search, payment status and a date range: what the list and its download both use. */
export function StitchingFilters({ filters, onChange }: Props) {
  const set = (patch: StitchingInvoiceFilters) => onChange({ ...filters, ...patch });
  return (
    <Group align="end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Invoice number, shop, garment or fabric"
        defaultValue={filters.searchKey ?? ''}
        onKeyDown={(event) => {
          // Enter while an input method is composing (Hindi, Tamil…) picks the word, not the search.
          if (event.nativeEvent.isComposing) return;
          if (event.key === 'Enter') set({ searchKey: event.currentTarget.value || undefined });
        }}
        onBlur={(event) => set({ searchKey: event.currentTarget.value || undefined })}
      />
      <Select
        label="Payment status"
        placeholder="Any"
        clearable
        data={PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }))}
        value={filters.paymentStatus ?? null}
        onChange={(value) => set({ paymentStatus: (value as StitchingPaymentStatus) ?? undefined })}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.fromDate ?? ''}
        onChange={(event) => set({ fromDate: event.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.toDate ?? ''}
        onChange={(event) => set({ toDate: event.currentTarget.value || undefined })}
      />
    </Group>
  );
}
