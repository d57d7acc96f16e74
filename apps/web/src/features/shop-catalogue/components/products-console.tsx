import {
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import type { ShopSummary } from '@vitrine/contracts/catalogue';
import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import { IconPlus, IconShirt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useGetOwnerProductsQuery } from '../api/get-owner-products.ts';
import { useSetProductArchivedMutation, useUpdateProductMutation } from '../api/save-product.ts';
import { ConfirmArchive } from './confirm-archive.tsx';
import { ProductForm } from './product-form.tsx';
import { ListingActions, PremiumBadge, StatusFilter, type StatusChoice } from './listing-bits.tsx';

const PAGE_SIZE = 20;

type Editing = { product?: OwnerProduct } | null;

/** My shop's products: search, status filter, pages, add and edit in a dialog, archive. */
export function ProductsConsole({ shop }: { shop: ShopSummary }) {
  const money = useMoneyFormat();
  const { state, update } = useListSearch(['status', 'shop'] as const);
  const status = (state.status || 'all') as StatusChoice;
  const query = useGetOwnerProductsQuery({
    shopId: shop.id,
    status: status === 'all' ? undefined : status,
    searchKey: state.searchKey || undefined,
    page: state.page,
    limit: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [setArchived] = useSetProductArchivedMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [rowError, setRowError] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setRowError(null);
    try {
      await work();
      setNotice(done);
    } catch (error) {
      setRowError(toApiError(error).message);
    }
  };

  const [archiving, setArchiving] = useState<OwnerProduct | null>(null);

  const apiError = query.error === undefined ? undefined : toApiError(query.error);
  const page = query.currentData;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="md">
          <SearchField
            label="Search products"
            placeholder="e.g. silk saree"
            value={state.searchKey}
            onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
          />
          <StatusFilter
            value={status}
            onChange={(value) => update({ status: value === 'all' ? '' : value })}
          />
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({})}
        >
          Add product
        </Button>
      </Group>
      <Text role="status" size="sm" c="teal.9" aria-live="polite">
        {notice}
      </Text>
      {rowError ? (
        <Text role="alert" size="sm" c="red.8">
          {rowError}
        </Text>
      ) : null}
      {apiError && !query.isFetching ? (
        <ErrorState
          title="We could not load your products"
          error={apiError}
          onRetry={() => void query.refetch()}
        />
      ) : !page ? (
        <Stack gap="xs" aria-label="Loading products">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Stack>
      ) : page.items.length === 0 ? (
        <EmptyState
          icon={<IconShirt size={24} />}
          title={state.searchKey || status !== 'all' ? 'No products match' : 'No products yet'}
          actions={
            state.searchKey || status !== 'all' ? (
              <Button onClick={() => update({ searchKey: '', status: '' })}>
                Show all products
              </Button>
            ) : (
              <Button onClick={() => setEditing({})}>Add your first product</Button>
            )
          }
        >
          {state.searchKey || status !== 'all'
            ? 'Nothing in your shop matches this search and filter.'
            : 'Products you add show on your shop page and in search.'}
        </EmptyState>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Caption>Products of {shop.name}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Stock</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Premium</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>{money.price(product.price)}</Table.Td>
                    <Table.Td>{product.stock}</Table.Td>
                    <Table.Td>
                      <Badge color={product.status === 'active' ? 'teal.9' : 'gray.7'}>
                        {product.status === 'active' ? 'Active' : 'Archived'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <PremiumBadge listing={product} />
                    </Table.Td>
                    <Table.Td>
                      <ListingActions
                        listing={product}
                        onEdit={() => setEditing({ product })}
                        onRequestPremium={() =>
                          void act(
                            () =>
                              updateProduct({
                                id: product.id,
                                changes: { premiumRequested: true },
                              }).unwrap(),
                            `Premium placement requested for “${product.title}”.`,
                          )
                        }
                        onArchive={() => setArchiving(product)}
                        onRestore={() =>
                          void act(
                            () => setArchived({ id: product.id, archived: false }).unwrap(),
                            `“${product.title}” is back in your shop.`,
                          )
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination
            page={page.page}
            limit={page.limit}
            total={page.total}
            noun="products"
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
      <ConfirmArchive
        title={archiving?.title ?? null}
        what="product"
        onClose={() => setArchiving(null)}
        onConfirm={() => {
          const product = archiving!;
          void act(
            () => setArchived({ id: product.id, archived: true }).unwrap(),
            `“${product.title}” is archived.`,
          );
        }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.product ? `Edit “${editing.product.title}”` : 'Add a product'}
        size="lg"
      >
        {editing ? (
          <ProductForm
            shopId={shop.id}
            product={editing.product}
            onCancel={() => setEditing(null)}
            onDone={(saved) => {
              setEditing(null);
              setNotice(
                editing.product ? `“${saved.title}” is saved.` : `“${saved.title}” is added.`,
              );
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
