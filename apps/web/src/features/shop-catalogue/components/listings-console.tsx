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
import type { OwnerListQuery } from '@vitrine/contracts/shop-catalogue';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { ConfirmArchive } from './confirm-archive.tsx';
import { ListingActions, PremiumBadge, StatusFilter, type StatusChoice } from './listing-bits.tsx';

const PAGE_SIZE = 20;

/** What every console listing has: products and offers alike. */
export type ConsoleListing = {
  id: string;
  title: string;
  status: 'active' | 'archived';
  premium: boolean;
  premiumRequested: boolean;
};

type Page<T> = { items: T[]; page: number; limit: number; total: number };

/** The part of an RTK Query hook's answer the console reads. */
type ListAnswer<T> = {
  currentData?: Page<T>;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/** How the console names its listings: "product" / "products", "offer" / "offers". */
export type ListingWords = {
  one: string;
  many: string;
  /** "a product", "an offer". */
  withArticle: string;
  searchPlaceholder: string;
  /** The empty list's line when nothing is filtered out. */
  emptyHint: string;
  /** The empty list's line when the search or filter leaves nothing. */
  noMatchHint: string;
};

export type ListingColumn<T> = { header: string; cell: (listing: T) => ReactNode };

/**
 * My shop's listings of one kind: search, status filter, pages, add and edit in a dialog,
 * premium requests, archive and restore. Products and offers differ only in their words, their
 * own columns, their form and their API calls, which the caller passes in.
 */
export function ListingsConsole<T extends ConsoleListing>({
  shop,
  words,
  icon,
  useListings,
  columns,
  requestPremium,
  setArchived,
  renderForm,
}: {
  shop: ShopSummary;
  words: ListingWords;
  icon: ReactNode;
  /** An RTK Query hook for the owner's list (called once per render, as hooks are). */
  useListings: (query: OwnerListQuery & { shopId: string }) => ListAnswer<T>;
  /** The columns between the first (the listing) and Status: price, stock, discount… */
  columns: [ListingColumn<T>, ...ListingColumn<T>[]];
  requestPremium: (listing: T) => Promise<unknown>;
  setArchived: (listing: T, archived: boolean) => Promise<unknown>;
  renderForm: (props: {
    listing: T | undefined;
    onCancel: () => void;
    onDone: (saved: { title: string }) => void;
  }) => ReactNode;
}) {
  const { state, update } = useListSearch(['status', 'shop'] as const);
  const status = (state.status || 'all') as StatusChoice;
  const query = useListings({
    shopId: shop.id,
    status: status === 'all' ? undefined : status,
    searchKey: state.searchKey || undefined,
    page: state.page,
    limit: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<{ listing?: T } | null>(null);
  const [archiving, setArchiving] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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

  const apiError = query.error === undefined ? undefined : toApiError(query.error);
  const page = query.currentData;
  const filtered = Boolean(state.searchKey) || status !== 'all';
  const [first, ...own] = columns;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="md">
          <SearchField
            label={`Search ${words.many}`}
            placeholder={words.searchPlaceholder}
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
          Add {words.one}
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
          title={`We could not load your ${words.many}`}
          error={apiError}
          onRetry={() => void query.refetch()}
        />
      ) : !page ? (
        <Stack gap="xs" aria-label={`Loading ${words.many}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Stack>
      ) : page.items.length === 0 ? (
        <EmptyState
          icon={icon}
          title={filtered ? `No ${words.many} match` : `No ${words.many} yet`}
          actions={
            filtered ? (
              <Button onClick={() => update({ searchKey: '', status: '' })}>
                Show all {words.many}
              </Button>
            ) : (
              <Button onClick={() => setEditing({})}>Add your first {words.one}</Button>
            )
          }
        >
          {filtered ? words.noMatchHint : words.emptyHint}
        </EmptyState>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Caption>
                {words.many[0]!.toUpperCase() + words.many.slice(1)} of {shop.name}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {[first, ...own].map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Premium</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((listing) => (
                  <Table.Tr key={listing.id}>
                    {[first, ...own].map((column) => (
                      <Table.Td key={column.header}>{column.cell(listing)}</Table.Td>
                    ))}
                    <Table.Td>
                      <Badge color={listing.status === 'active' ? 'teal.9' : 'gray.7'}>
                        {listing.status === 'active' ? 'Active' : 'Archived'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <PremiumBadge listing={listing} />
                    </Table.Td>
                    <Table.Td>
                      <ListingActions
                        listing={listing}
                        onEdit={() => setEditing({ listing })}
                        onRequestPremium={() =>
                          void act(
                            () => requestPremium(listing),
                            `Premium placement requested for “${listing.title}”.`,
                          )
                        }
                        onArchive={() => setArchiving(listing)}
                        onRestore={() =>
                          void act(
                            () => setArchived(listing, false),
                            `“${listing.title}” is back in your shop.`,
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
            noun={words.many}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
      <ConfirmArchive
        title={archiving?.title ?? null}
        what={words.one}
        onClose={() => setArchiving(null)}
        onConfirm={() => {
          const listing = archiving!;
          void act(() => setArchived(listing, true), `“${listing.title}” is archived.`);
        }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.listing ? `Edit “${editing.listing.title}”` : `Add ${words.withArticle}`}
        size="lg"
      >
        {editing
          ? renderForm({
              listing: editing.listing,
              onCancel: () => setEditing(null),
              onDone: (saved) => {
                setEditing(null);
                setNotice(
                  editing.listing ? `“${saved.title}” is saved.` : `“${saved.title}” is added.`,
                );
              },
            })
          : null}
      </Modal>
    </Stack>
  );
}
