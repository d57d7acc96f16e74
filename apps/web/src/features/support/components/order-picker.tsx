import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Select } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useListMyOrdersForSupportQuery } from '../api/list-my-orders.ts';

/** One of my orders, chosen by its number, shop and date (optional). */
export function OrderPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const { data, isLoading } = useListMyOrdersForSupportQuery();
  return (
    <Select
      label="Which order? (optional)"
      placeholder={isLoading ? 'Loading your orders…' : 'Choose an order'}
      clearable
      searchable
      data={(data?.items ?? []).map((order) => ({
        value: order.id,
        label: `${order.number}, ${order.shopName}, ${formatDateTime(order.createdAt)}`,
      }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      nothingFoundMessage="No orders"
    />
  );
}
