import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { ProductDetail, ProductVariant } from '@vitrine/contracts/catalogue';
import { MAX_LINE_QUANTITY } from '@vitrine/contracts/cart';
import { IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useAddToCartMutation, useCreateGuestCartMutation } from '../api/cart-api.ts';
import { useCartOwner } from '../hooks/use-cart-owner.ts';

export function variantLabel(variant: Pick<ProductVariant, 'size' | 'colour' | 'madeToMeasure'>) {
  return (
    [variant.size, variant.colour, variant.madeToMeasure ? 'Made to measure' : null]
      .filter(Boolean)
      .join(' · ') || 'Standard'
  );
}

function availability(variant: ProductVariant): string {
  if (variant.stockKind === 'made_to_order') return `Made to order in ${variant.leadTimeDays} days`;
  if (variant.stock === 0) return 'Out of stock';
  return variant.stock <= 5 ? `Only ${variant.stock} left` : 'In stock';
}

/**
 * "Add to cart" on the product page and in a meeting room: a variant (when it has some), a
 * quantity, the button. In a meeting (`bookingId`), the line is the meeting's (the shop's
 * meeting price applies while it holds) and "View cart" opens beside the call.
 */
export function AddToCart({
  product,
  isCustomer,
  bookingId,
}: {
  product: ProductDetail;
  /** Signed in as a customer: their cart; otherwise this browser's guest cart. */
  isCustomer: boolean;
  /** The customer's meeting in which the shop pinned this product. */
  bookingId?: string;
}) {
  const money = useMoneyFormat();
  const feedback = useActionFeedback();
  const { owner, setGuestToken } = useCartOwner(isCustomer);
  const [add, adding] = useAddToCartMutation();
  const [createGuest, creating] = useCreateGuestCartMutation();
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((v) => v.id === variantId);
  const needsVariant = product.variants.length > 0;
  const soldOut = needsVariant
    ? variant !== undefined && variant.stockKind === 'in_stock' && variant.stock === 0
    : product.stock === 0;

  const addToCart = () =>
    feedback.run(
      async () => {
        let cartOwner = owner;
        if (!cartOwner) {
          const guest = await createGuest().unwrap();
          setGuestToken(guest.token);
          cartOwner = { kind: 'guest', token: guest.token };
        }
        return add({
          owner: cartOwner,
          line: {
            productId: product.id,
            variantId: needsVariant ? variantId : null,
            quantity,
            ...(bookingId ? { bookingId, source: 'meeting' as const } : {}),
          },
        }).unwrap();
      },
      { done: `Added ${product.title} to your cart.`, failed: 'Could not add it to your cart' },
    );

  return (
    <Stack gap="xs">
      {needsVariant ? (
        <Select
          label="Size and colour"
          placeholder="Choose one"
          data={product.variants.map((v) => ({
            value: v.id,
            label: `${variantLabel(v)} — ${money.price(v.price)} (${availability(v)})`,
            disabled: v.stockKind === 'in_stock' && v.stock === 0,
          }))}
          value={variantId}
          onChange={setVariantId}
          allowDeselect={false}
        />
      ) : null}
      <Group align="end" gap="sm">
        <NumberInput
          label="Quantity"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={quantity}
          onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
          w={110}
        />
        <Button
          onClick={() => void addToCart()}
          loading={adding.isLoading || creating.isLoading}
          disabled={soldOut || (needsVariant && !variant)}
          leftSection={<IconShoppingBag size={18} aria-hidden="true" />}
        >
          {soldOut ? 'Sold out' : 'Add to cart'}
        </Button>
        <Button
          component={Link}
          to="/cart"
          variant="subtle"
          {...(bookingId ? { target: '_blank' } : {})}
        >
          View cart
        </Button>
      </Group>
      {needsVariant && !variant ? (
        <Text size="sm" c="dimmed">
          Choose a size or colour to add it to your cart.
        </Text>
      ) : null}
    </Stack>
  );
}
