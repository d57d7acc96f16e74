import { Button, Group, Loader, Text } from '@mantine/core';
import type { PinnedProduct } from '@vitrine/contracts/meeting-room';
import { AddToCart } from '../../../features/cart/components/add-to-cart.tsx';
import { useGetProductQuery } from '../../../features/products/api/get-product.ts';

/**
 * The booker's "Add to cart" for a product the shop pinned: its sizes and colours as the product
 * page offers them, added as the meeting's line (the meeting price, while it holds).
 */
export function RoomPinCart(props: { pin: PinnedProduct; bookingId: string }) {
  const { data: product, isLoading, isError, refetch } = useGetProductQuery(props.pin.productId);
  if (isLoading) {
    return (
      <Text size="xs" c="dimmed" role="status">
        <Loader size="xs" mr={6} /> Loading sizes…
      </Text>
    );
  }
  if (isError || !product) {
    return (
      <Group gap="xs">
        <Text size="xs" c="red">
          Could not load this product to add it.
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void refetch()}>
          Try again
        </Button>
      </Group>
    );
  }
  return <AddToCart product={product} isCustomer bookingId={props.bookingId} />;
}
