import { Box, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useGetShopProductsQuery } from '../api/get-shop-products.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

export const PRODUCT_PAGE_SIZE = 12;

/** A shop's products with a search and pages (kept in the URL as `searchKey` and `page`). */
export function ShopProducts({ shopId, productCount }: { shopId: string; productCount: number }) {
  const { state, update } = useListSearch();
  const query = useGetShopProductsQuery({
    vendorId: shopId,
    searchKey: state.searchKey || undefined,
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
    sort: 'relevance',
  });
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));

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
      <Box aria-live="polite">
        <PagedResults
          query={query}
          page={state.page}
          limit={PRODUCT_PAGE_SIZE}
          noun={['product', 'products']}
          errorTitle="We could not load this shop’s products"
          icon={<IconShirt size={24} />}
          onPage={goToPage}
          skeleton={
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </SimpleGrid>
          }
          empty={
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
          }
        >
          {(products) => (
            <>
              {state.searchKey && query.currentData ? (
                <Title order={3} size="h5" mb="sm">
                  {countOf(query.currentData.total, 'product', 'products')} for “{state.searchKey}”
                </Title>
              ) : null}
              <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </SimpleGrid>
            </>
          )}
        </PagedResults>
      </Box>
    </Stack>
  );
}
