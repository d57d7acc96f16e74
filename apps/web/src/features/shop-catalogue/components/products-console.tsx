import { Group, Stack, Text } from '@mantine/core';
import type { ShopSummary } from '@vitrine/contracts/catalogue';
import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import { IconShirt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMoneyFormat, type MoneyFormat } from '../../../lib/money-format.ts';
import { useGetOwnerProductsQuery } from '../api/get-owner-products.ts';
import { useSetProductArchivedMutation, useUpdateProductMutation } from '../api/save-product.ts';
import { ListingsConsole, type ListingColumn } from './listings-console.tsx';
import { ProductForm } from './product-form.tsx';

const words = {
  one: 'product',
  many: 'products',
  withArticle: 'a product',
  searchPlaceholder: 'e.g. silk saree',
  emptyHint: 'Products you add show on your shop page and in search.',
  noMatchHint: 'Nothing in your shop matches this search and filter.',
};

/** The product with its first photo and category; a link to its page while it is live. */
function ProductCell({ product }: { product: OwnerProduct }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {product.imageUrls[0] ? (
        <img
          src={product.imageUrls[0]}
          alt=""
          width={40}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ) : null}
      <Stack gap={0}>
        {product.status === 'active' ? (
          <Link to={`/product/${product.id}`}>{product.title}</Link>
        ) : (
          <Text size="sm">{product.title}</Text>
        )}
        <Text size="xs" c="dimmed">
          {product.category.name}
        </Text>
      </Stack>
    </Group>
  );
}

const columnsFor = (
  money: MoneyFormat,
): [ListingColumn<OwnerProduct>, ...ListingColumn<OwnerProduct>[]] => [
  { header: 'Product', cell: (product) => <ProductCell product={product} /> },
  { header: 'Price', cell: (product) => money.price(product.price) },
  { header: 'Stock', cell: (product) => product.stock },
];

/** My shop's products: search, status filter, pages, add and edit in a dialog, archive. */
export function ProductsConsole({ shop }: { shop: ShopSummary }) {
  const money = useMoneyFormat();
  // feedback: the listings console says what happened above the table ("“…” is archived.") or why not (alert)
  const [setArchived] = useSetProductArchivedMutation();
  // feedback: the listings console says what happened above the table ("“…” is archived.") or why not (alert)
  const [updateProduct] = useUpdateProductMutation();
  return (
    <ListingsConsole
      shop={shop}
      words={words}
      icon={<IconShirt size={24} />}
      useListings={useGetOwnerProductsQuery}
      columns={columnsFor(money)}
      requestPremium={(product) =>
        updateProduct({ id: product.id, changes: { premiumRequested: true } }).unwrap()
      }
      setArchived={(product, archived) => setArchived({ id: product.id, archived }).unwrap()}
      renderForm={({ listing, onCancel, onDone }) => (
        <ProductForm
          shopId={shop.id}
          shopStitches={shop.isStitcher}
          product={listing}
          onCancel={onCancel}
          onDone={onDone}
        />
      )}
    />
  );
}
