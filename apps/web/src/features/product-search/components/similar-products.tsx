import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useGetSimilarProductsQuery } from '../api/get-similar-products.ts';
import { ProductHitCard, ProductHitCardSkeleton } from './product-hit-card.tsx';

/**
 * "You may also like": products of the same kind from every shop, closest in price first.
 * Nothing shows when there are none or they could not be loaded: the page is whole without it.
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const { data, isLoading } = useGetSimilarProductsQuery(productId);
  if (!isLoading && (!data || data.items.length === 0)) return null;
  return (
    <Stack component="section" aria-labelledby="similar-products" gap="sm" mt="xl">
      <Title order={2} size="h3" id="similar-products">
        You may also like
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" aria-busy={isLoading}>
        {data
          ? data.items.map((product) => <ProductHitCard key={product.id} product={product} />)
          : Array.from({ length: 4 }, (_, index) => <ProductHitCardSkeleton key={index} />)}
      </SimpleGrid>
    </Stack>
  );
}
