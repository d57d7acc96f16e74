import { ActionIcon, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../../lib/money-format.ts';

export type ItemRow = { key: number; productId: string; quantity: number; unitPrice: number };

type OrderItemRowsProps = {
  rows: ItemRow[];
  products: OwnerProduct[];
  errors: Record<string, string>;
  onChange: (rows: ItemRow[]) => void;
};

/** The order's lines: one of the shop's live products each, with a quantity and a unit price (₹). */
export function OrderItemRows({ rows, products, errors, onChange }: OrderItemRowsProps) {
  const set = (key: number, change: Partial<ItemRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const pick = (key: number, productId: string) => {
    const product = products.find((p) => p.id === productId);
    set(key, { productId, unitPrice: product ? product.price.amountMinor / 100 : 0 });
  };
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={`Item ${index + 1}`}
            style={{ flex: '1 1 220px' }}
            value={row.productId}
            error={errors[`items.${index}.productId`]}
            onChange={(event) => pick(row.key, event.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a product' },
              ...products.map((p) => ({
                value: p.id,
                label: `${p.title} (${formatMoney(p.price.amountMinor, p.price.currency)}, ${p.stock} in stock)`,
              })),
            ]}
          />
          <NumberInput
            label="Quantity"
            w={100}
            min={1}
            max={1000}
            allowDecimal={false}
            value={row.quantity}
            error={errors[`items.${index}.quantity`]}
            onChange={(value) => set(row.key, { quantity: Number(value) || 0 })}
          />
          <NumberInput
            label="Unit price (₹)"
            w={140}
            min={0}
            decimalScale={2}
            value={row.unitPrice}
            error={errors[`items.${index}.unitPrice`]}
            onChange={(value) => set(row.key, { unitPrice: Number(value) || 0 })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove item ${index + 1}`}
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errors.items ? (
        <Text size="sm" c="red.9" role="alert">
          {errors.items}
        </Text>
      ) : null}
    </Stack>
  );
}
