import {
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Product, ProductDetail } from '@vitrine/contracts/catalogue';
import { IconCheck, IconLink, IconShirt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useGetProductQuery } from '../api/get-product.ts';
import { ProductPhotos } from './product-photos.tsx';

/** Stock at or under which "Only N left" shows (as on the product tiles). */
const LOW_STOCK = 5;

export function stockText(stock: number): string {
  if (stock === 0) return 'Out of stock';
  if (stock <= LOW_STOCK) return `Only ${stock} left`;
  return 'In stock';
}

function metaDescription(product: Product): string {
  const text = `${product.title} from ${product.shop.name}: ${product.description}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function ProductSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" aria-hidden="true">
      <Skeleton height="auto" style={{ aspectRatio: '1 / 1' }} />
      <Stack gap="sm">
        <Skeleton height={12} width="30%" />
        <Skeleton height={32} width="80%" />
        <Skeleton height={24} width="25%" />
        <Skeleton height={80} />
      </Stack>
    </SimpleGrid>
  );
}

/** The address anyone can open: this page's own link. */
const shareLink = (id: string) => `${window.location.origin}/product/${encodeURIComponent(id)}`;

type ProductDetailsProps = {
  id: string;
  /** The calls to action (a meeting, a message), given by the route with the shop's links. */
  actions: (product: ProductDetail) => ReactNode;
};

/** A product's page: photos with zoom, title, price, stock, description and its shop. */
export function ProductDetails({ id, actions }: ProductDetailsProps) {
  const money = useMoneyFormat();
  const { data: product, error, isFetching, refetch } = useGetProductQuery(id);
  const apiError = error === undefined ? undefined : toApiError(error);
  usePageMeta(
    product?.title ?? (apiError?.code === 'NOT_FOUND' ? 'Product not found' : 'Product'),
    product ? metaDescription(product) : 'A product on Vitrine, from one of its shops.',
  );

  if (apiError && !isFetching) {
    if (apiError.code === 'NOT_FOUND' || apiError.code === 'VALIDATION_FAILED') {
      return (
        <EmptyState
          headingOrder={2}
          icon={<IconShirt size={24} />}
          title="We could not find this product"
          actions={
            <Button component={Link} to="/shops">
              Browse shops
            </Button>
          }
        >
          The link may be old, or the shop may no longer sell it.
        </EmptyState>
      );
    }
    return (
      <ErrorState
        title="We could not load this product"
        error={apiError}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!product) return <ProductSkeleton />;

  const stock = stockText(product.stock);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ProductPhotos title={product.title} urls={product.imageUrls} />
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
            {product.category.name}
          </Text>
          <Title order={1}>{product.title}</Title>
          <Text>
            Sold by{' '}
            <Anchor component={Link} to={`/shop/${product.shop.id}`}>
              {product.shop.name}
            </Anchor>
          </Text>
        </Stack>
        <Group gap="sm" align="center">
          <Text size="xl" fw={700}>
            {money.price(product.price)}
          </Text>
          <Badge
            color={product.stock === 0 ? 'gray' : product.stock <= LOW_STOCK ? 'red.9' : 'teal.9'}
            variant={product.stock === 0 ? 'light' : 'filled'}
          >
            {stock}
          </Badge>
        </Group>
        <Group gap="sm">{actions(product)}</Group>
        {product.description ? (
          <Stack gap={4} component="section" aria-labelledby="product-description">
            <Title order={2} size="h4" id="product-description">
              Description
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
          </Stack>
        ) : null}
        <CopyButton value={shareLink(product.id)}>
          {({ copied, copy }) => (
            <Button
              variant="subtle"
              w="fit-content"
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconLink size={16} aria-hidden="true" />
                )
              }
              onClick={copy}
            >
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </SimpleGrid>
  );
}
