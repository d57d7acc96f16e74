import { Group, NativeSelect, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { ORDER_STATUSES } from '@vitrine/contracts/orders';
import { SearchField } from '../../../components/search-field.tsx';
import { orderStatusLabels } from '../rules/order-status.ts';

export type OrderFilterState = { searchKey: string; status: string; from: string; to: string };

type OrderFiltersProps = {
  state: OrderFilterState;
  update: (change: Partial<OrderFilterState>, options?: { typing?: boolean }) => void;
};

/** Search, status and a date range (days the order was placed); every change goes back to page 1. */
export function OrderFilters({ state, update }: OrderFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchField
        label="Search"
        placeholder="Order number, shop or item"
        value={state.searchKey}
        onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
      />
      <NativeSelect
        label="Status"
        value={state.status}
        onChange={(event) => update({ status: event.currentTarget.value })}
        data={[
          { value: '', label: 'Any status' },
          ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabels[status] })),
        ]}
      />
      <TextInput
        type="date"
        label="From"
        value={state.from}
        onChange={(event) => update({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        value={state.to}
        onChange={(event) => update({ to: event.currentTarget.value })}
      />
    </Group>
  );
}
