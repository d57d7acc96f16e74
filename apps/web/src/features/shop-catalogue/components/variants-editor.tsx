import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { ProductVariant } from '@vitrine/contracts/catalogue';
import {
  MAX_PRODUCT_VARIANTS,
  replaceVariantsInputSchema,
  type ReplaceVariantsInput,
} from '@vitrine/contracts/shop-catalogue';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import {
  useGetProductVariantsQuery,
  useReplaceProductVariantsMutation,
} from '../api/product-variants.ts';
import { formatMajorAmount, parseMajorAmount } from './price-input.ts';

/** One row as the owner edits it (text as typed; checked when saved). */
type Row = {
  key: string;
  id?: string;
  size: string;
  colour: string;
  madeToMeasure: boolean;
  price: string;
  stockKind: 'in_stock' | 'made_to_order';
  stock: number | string;
  leadTimeDays: number | string;
};

let rowCounter = 0;
const newKey = () => `new-${(rowCounter += 1)}`;

const toRow = (variant: ProductVariant): Row => ({
  key: variant.id,
  id: variant.id,
  size: variant.size ?? '',
  colour: variant.colour ?? '',
  madeToMeasure: variant.madeToMeasure,
  price: formatMajorAmount(variant.price.amountMinor, variant.price.currency),
  stockKind: variant.stockKind,
  stock: variant.stock,
  leadTimeDays: variant.leadTimeDays ?? '',
});

/** The rows as the API takes them, or the first problem (row number and words). */
function toInput(rows: Row[], currency: string): ReplaceVariantsInput | string {
  const variants = [];
  for (const [index, row] of rows.entries()) {
    const amountMinor = parseMajorAmount(row.price, currency);
    if (amountMinor === undefined) {
      return `Variant ${index + 1}: the price must be an amount such as 2499 or 2499.50`;
    }
    const madeToOrder = row.stockKind === 'made_to_order';
    variants.push({
      ...(row.id ? { id: row.id } : {}),
      size: row.size.trim() || null,
      colour: row.colour.trim() || null,
      madeToMeasure: row.madeToMeasure,
      price: { amountMinor, currency },
      stockKind: row.stockKind,
      stock: madeToOrder ? 0 : Number(row.stock),
      leadTimeDays: madeToOrder ? Number(row.leadTimeDays) || null : null,
    });
  }
  const checked = replaceVariantsInputSchema.safeParse({ variants });
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0]!;
  const [, index, field] = issue.path;
  return typeof index === 'number'
    ? `Variant ${index + 1}${typeof field === 'string' ? ` (${field})` : ''}: ${issue.message}`
    : issue.message;
}

function VariantRow({
  row,
  index,
  stitches,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  stitches: boolean;
  onChange: (changes: Partial<Row>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`Variant ${n}`}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={`Size (variant ${n})`}
            value={row.size}
            maxLength={20}
            w={120}
            onChange={(event) => onChange({ size: event.currentTarget.value })}
          />
          <TextInput
            label={`Colour (variant ${n})`}
            value={row.colour}
            maxLength={40}
            w={160}
            onChange={(event) => onChange({ colour: event.currentTarget.value })}
          />
          <TextInput
            label={`Price (variant ${n})`}
            value={row.price}
            inputMode="decimal"
            w={140}
            onChange={(event) => onChange({ price: event.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove variant ${n}`}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={`Stock of variant ${n}`}
            value={row.stockKind}
            onChange={(value) => onChange({ stockKind: value as Row['stockKind'] })}
            data={[
              { value: 'in_stock', label: 'In stock' },
              { value: 'made_to_order', label: 'Made to order' },
            ]}
          />
          {row.stockKind === 'in_stock' ? (
            <NumberInput
              label={`Units (variant ${n})`}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={row.stock}
              w={120}
              onChange={(value) => onChange({ stock: value })}
            />
          ) : (
            <NumberInput
              label={`Lead time in days (variant ${n})`}
              min={1}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              value={row.leadTimeDays}
              w={200}
              onChange={(value) => onChange({ leadTimeDays: value })}
            />
          )}
          {stitches || row.madeToMeasure ? (
            <Checkbox
              label="Made to measure"
              checked={row.madeToMeasure}
              onChange={(event) => onChange({ madeToMeasure: event.currentTarget.checked })}
            />
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function VariantsForm({
  productId,
  currency,
  stitches,
  initial,
}: {
  productId: string;
  currency: string;
  stitches: boolean;
  initial: ProductVariant[];
}) {
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // feedback: the editor's own "Variants saved" line, or its problem line.
  const [replace, replacing] = useReplaceProductVariantsMutation();

  const change = (key: string, changes: Partial<Row>) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  };
  const add = () => {
    setSaved(false);
    setRows((current) => [
      ...current,
      {
        key: newKey(),
        size: '',
        colour: '',
        madeToMeasure: false,
        price: current.at(-1)?.price ?? '',
        stockKind: 'in_stock',
        stock: 0,
        leadTimeDays: '',
      },
    ]);
  };
  const save = async () => {
    const input = toInput(rows, currency);
    if (typeof input === 'string') {
      setProblem(input);
      return;
    }
    setProblem(null);
    try {
      const answer = await replace({ id: productId, input }).unwrap();
      setRows(answer.items.map(toRow));
      setSaved(true);
    } catch (error) {
      setProblem(describeApiError(toApiError(error)));
    }
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No variants: the product is sold as itself, with the price and stock above.
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => (
            <VariantRow
              key={row.key}
              row={row}
              index={index}
              stitches={stitches}
              onChange={(changes) => change(row.key, changes)}
              onRemove={() => {
                setSaved(false);
                setRows((current) => current.filter((r) => r.key !== row.key));
              }}
            />
          ))}
        </Stack>
      )}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {saved ? (
        <Text size="sm" role="status">
          Variants saved.
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={add}
          disabled={rows.length >= MAX_PRODUCT_VARIANTS}
        >
          Add a variant
        </Button>
        <Button onClick={() => void save()} loading={replacing.isLoading}>
          Save variants
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A product's variants (size, colour, made to measure, each with its price, and its stock or a
 * lead time when made to order): add, edit and remove, saved together.
 */
export function VariantsEditor({
  productId,
  currency,
  stitches = false,
}: {
  productId: string;
  currency: string;
  /** Whether the shop stitches (only such shops sell made-to-measure variants). */
  stitches?: boolean;
}) {
  const variants = useGetProductVariantsQuery(productId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="variants-heading">
      <Title order={3} size="h5" id="variants-heading">
        Variants
      </Title>
      {variants.isLoading ? (
        <ListLoading label="Loading the variants" rows={2} />
      ) : variants.isError || !variants.data ? (
        <ErrorState
          title="We could not load the variants"
          error={toApiError(variants.error)}
          onRetry={() => void variants.refetch()}
          retrying={variants.isFetching}
        />
      ) : (
        <VariantsForm
          productId={productId}
          currency={currency}
          stitches={stitches}
          initial={variants.data.items}
        />
      )}
    </Stack>
  );
}
