import { Box, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { useRef } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetShopProductsQuery } from '../api/get-shop-products.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

export const PRODUCT_PAGE_SIZE = 12;

/** A shop's products with a search and pages (kept in the URL as `searchKey` and `page`). */
export function ShopProducts({ shopId, productCount }: { shopId: string; productCount: number }) {
  const { state, update } = useListSearch();
  const { currentData, error, isFetching, refetch } = useGetShopProductsQuery({
    vendorId: shopId,
    searchKey: state.searchKey || undefined,
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
    sort: 'relevance',
  });
  const heading = useRef<HTMLHeadingElement>(null);

  const goToPage = (page: number) => {
    update({ page });
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="shop-products">
      <Title order={2} id="shop-products" ref={heading} tabIndex={-1}>
        Products{productCount > 0 ? ` (${productCount.toLocaleString()})` : ''}
      </Title>
      {productCount > PRODUCT_PAGE_SIZE || state.searchKey ? (
        <Box maw={420}>
          <SearchField
            label="Search this shop’s products"
            placeholder="e.g. silk saree"
            value={state.searchKey}
            onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
          />
        </Box>
      ) : null}
      <Box aria-busy={isFetching} aria-live="polite">
        {error !== undefined && !isFetching ? (
          <ErrorState
            title="We could not load this shop’s products"
            error={toApiError(error)}
            onRetry={() => void refetch()}
          />
        ) : !currentData ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : currentData.items.length === 0 ? (
          <EmptyState
            headingOrder={3}
            icon={<IconShirt size={24} />}
            title={state.searchKey ? 'No products match' : 'No products listed yet'}
            actions={
              state.searchKey ? (
                <Button onClick={() => update({ searchKey: '' })}>Show all products</Button>
              ) : null
            }
          >
            {state.searchKey
              ? `Nothing in this shop matches “${state.searchKey}”.`
              : 'This shop shows its collection in video meetings. Book one to see it.'}
          </EmptyState>
        ) : (
          <>
            {state.searchKey ? (
              <Title order={3} size="h5" mb="sm">
                {countOf(currentData.total, 'product', 'products')} for “{state.searchKey}”
              </Title>
            ) : null}
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
              {currentData.items.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </SimpleGrid>
            <ListPagination
              page={state.page}
              limit={PRODUCT_PAGE_SIZE}
              total={currentData.total}
              onChange={goToPage}
              noun="products"
            />
          </>
        )}
      </Box>
    </Stack>
  );
}
