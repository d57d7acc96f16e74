import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import type { CreateOrderInput } from '@vitrine/contracts/orders';
import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import { useState } from 'react';
import { useActionFeedback } from '../../../../components/action-feedback.tsx';
import { toApiError } from '../../../../lib/api.ts';
import { submitErrors } from '../../../../lib/form-errors.ts';
import { formatMoney } from '../../../../lib/money-format.ts';
import { useCreateShopOrderMutation } from '../../api/create-shop-order.ts';
import { OrderItemRows, type ItemRow } from './order-item-rows.tsx';

const labels = {
  customerEmail: 'Customer email',
  items: 'Items',
  shippingFee: 'Shipping fee',
  taxes: 'Taxes',
  notes: 'Notes',
  deliveryEstimate: 'Delivery estimate',
};

const minor = (major: number) => Math.round(major * 100);

type CreateOrderFormProps = {
  shopId: string;
  /** The shop's live products (app/routes reads them); undefined while they load. */
  products: OwnerProduct[] | undefined;
  onCreated: (orderId: string) => void;
};

/** A new order for a customer (by their account email) from the shop's products. */
export function CreateOrderForm({ shopId, products, onCreated }: CreateOrderFormProps) {
  const feedback = useActionFeedback();
  const [create, { isLoading }] = useCreateShopOrderMutation();
  const [email, setEmail] = useState('');
  const [rows, setRows] = useState<ItemRow[]>([
    { key: 1, productId: '', quantity: 1, unitPrice: 0 },
  ]);
  const [shippingFee, setShippingFee] = useState(0);
  const [taxes, setTaxes] = useState(0);
  const [notes, setNotes] = useState('');
  const [deliveryEstimate, setDeliveryEstimate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const subtotal = rows.reduce((sum, row) => sum + minor(row.unitPrice) * row.quantity, 0);
  const total = subtotal + minor(shippingFee) + minor(taxes);

  const submit = async () => {
    setErrors({});
    setAlert(null);
    const chosen = rows.filter((row) => row.productId);
    if (chosen.length === 0) {
      setErrors({ items: 'Choose at least one product.' });
      return;
    }
    const input: CreateOrderInput = {
      shopId,
      customerEmail: email.trim(),
      items: chosen.map((row) => ({
        productId: row.productId,
        quantity: row.quantity,
        unitPrice: minor(row.unitPrice),
      })),
      shippingFee: minor(shippingFee),
      taxes: minor(taxes),
      currency: 'INR',
      notes: notes.trim(),
      deliveryEstimate: deliveryEstimate || undefined,
    };
    try {
      const order = await feedback.after(
        create(input).unwrap(),
        (created) => `Order ${created.number} created; the customer is told and can pay it.`,
      );
      onCreated(order.id);
    } catch (error) {
      const split = submitErrors(toApiError(error), labels);
      setErrors(split.fields);
      setAlert(split.alert);
    }
  };

  if (products && products.length === 0) {
    return (
      <Alert title="No products to order">
        Add a product to your shop first: orders are made of your live products.
      </Alert>
    );
  }

  return (
    <Card withBorder radius="md">
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={labels.customerEmail}
          description="The email of the customer's Vitrine account."
          type="email"
          required
          value={email}
          error={errors.customerEmail}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {!products ? (
          <Text size="sm">Loading your products…</Text>
        ) : (
          <OrderItemRows rows={rows} products={products} errors={errors} onChange={setRows} />
        )}
        <Button
          variant="default"
          w="fit-content"
          size="xs"
          disabled={rows.length >= 50}
          onClick={() =>
            setRows([
              ...rows,
              {
                key: Math.max(...rows.map((r) => r.key)) + 1,
                productId: '',
                quantity: 1,
                unitPrice: 0,
              },
            ])
          }
        >
          Add another item
        </Button>
        <Group gap="sm" wrap="wrap">
          <NumberInput
            label="Shipping fee (₹)"
            min={0}
            decimalScale={2}
            value={shippingFee}
            error={errors.shippingFee}
            onChange={(value) => setShippingFee(Number(value) || 0)}
          />
          <NumberInput
            label="Taxes (₹)"
            min={0}
            decimalScale={2}
            value={taxes}
            error={errors.taxes}
            onChange={(value) => setTaxes(Number(value) || 0)}
          />
          <TextInput
            type="date"
            label={labels.deliveryEstimate}
            value={deliveryEstimate}
            error={errors.deliveryEstimate}
            onChange={(event) => setDeliveryEstimate(event.currentTarget.value)}
          />
        </Group>
        <Textarea
          label="Notes for the customer"
          maxLength={2000}
          value={notes}
          error={errors.notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Text fw={600} aria-live="polite">
          Total: {formatMoney(total, 'INR')}
        </Text>
        {alert ? (
          <Alert color="red" role="alert" title="The order was not created">
            {alert}
          </Alert>
        ) : null}
        <Button type="submit" w="fit-content" loading={isLoading}>
          Create the order
        </Button>
      </Stack>
    </Card>
  );
}
