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
import type { OwnerOffer } from '@vitrine/contracts/shop-catalogue';
import { IconPlus, IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useGetOwnerOffersQuery } from '../api/get-owner-offers.ts';
import { useSetOfferArchivedMutation, useUpdateOfferMutation } from '../api/save-offer.ts';
import { ConfirmArchive } from './confirm-archive.tsx';
import { OfferForm } from './offer-form.tsx';
import { ListingActions, PremiumBadge, StatusFilter, type StatusChoice } from './listing-bits.tsx';

const PAGE_SIZE = 20;

/** "Not started" or "Ended" for an offer outside its window; nothing while it runs. */
function runState(offer: OwnerOffer, now = Date.now()): string | null {
  if (Date.parse(offer.validFrom) > now) return 'Not started';
  if (Date.parse(offer.validUntil) <= now) return 'Ended';
  return null;
}

type Editing = { offer?: OwnerOffer } | null;

/** My shop's offers, whatever their window: search, status filter, pages, add and edit, archive. */
export function OffersConsole({ shop }: { shop: ShopSummary }) {
  const money = useMoneyFormat();
  const { state, update } = useListSearch(['status', 'shop'] as const);
  const status = (state.status || 'all') as StatusChoice;
  const query = useGetOwnerOffersQuery({
    shopId: shop.id,
    status: status === 'all' ? undefined : status,
    searchKey: state.searchKey || undefined,
    page: state.page,
    limit: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [setArchived] = useSetOfferArchivedMutation();
  const [updateOffer] = useUpdateOfferMutation();
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

  const [archiving, setArchiving] = useState<OwnerOffer | null>(null);

  const apiError = query.error === undefined ? undefined : toApiError(query.error);
  const page = query.currentData;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="md">
          <SearchField
            label="Search offers"
            placeholder="e.g. festive"
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
          Add offer
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
          title="We could not load your offers"
          error={apiError}
          onRetry={() => void query.refetch()}
        />
      ) : !page ? (
        <Stack gap="xs" aria-label="Loading offers">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Stack>
      ) : page.items.length === 0 ? (
        <EmptyState
          icon={<IconDiscount size={24} />}
          title={state.searchKey || status !== 'all' ? 'No offers match' : 'No offers yet'}
          actions={
            state.searchKey || status !== 'all' ? (
              <Button onClick={() => update({ searchKey: '', status: '' })}>Show all offers</Button>
            ) : (
              <Button onClick={() => setEditing({})}>Add your first offer</Button>
            )
          }
        >
          {state.searchKey || status !== 'all'
            ? 'None of your offers match this search and filter.'
            : 'Offers show on your shop page and on the offers page while they run.'}
        </EmptyState>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Caption>Offers of {shop.name}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Offer</Table.Th>
                  <Table.Th>Discount</Table.Th>
                  <Table.Th>Runs</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Premium</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((offer) => (
                  <Table.Tr key={offer.id}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm">{offer.title}</Text>
                        {offer.code ? (
                          <Text size="xs" c="dimmed" ff="monospace">
                            {offer.code}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{money.discount(offer.discount)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {formatDate(offer.validFrom)} – {formatDate(offer.validUntil)}
                      </Text>
                      {runState(offer) ? (
                        <Text size="xs" c="dimmed">
                          {runState(offer)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={offer.status === 'active' ? 'teal.9' : 'gray.7'}>
                        {offer.status === 'active' ? 'Active' : 'Archived'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <PremiumBadge listing={offer} />
                    </Table.Td>
                    <Table.Td>
                      <ListingActions
                        listing={offer}
                        onEdit={() => setEditing({ offer })}
                        onRequestPremium={() =>
                          void act(
                            () =>
                              updateOffer({
                                id: offer.id,
                                changes: { premiumRequested: true },
                              }).unwrap(),
                            `Premium placement requested for “${offer.title}”.`,
                          )
                        }
                        onArchive={() => setArchiving(offer)}
                        onRestore={() =>
                          void act(
                            () => setArchived({ id: offer.id, archived: false }).unwrap(),
                            `“${offer.title}” is back in your shop.`,
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
            noun="offers"
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
      <ConfirmArchive
        title={archiving?.title ?? null}
        what="offer"
        onClose={() => setArchiving(null)}
        onConfirm={() => {
          const offer = archiving!;
          void act(
            () => setArchived({ id: offer.id, archived: true }).unwrap(),
            `“${offer.title}” is archived.`,
          );
        }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.offer ? `Edit “${editing.offer.title}”` : 'Add an offer'}
        size="lg"
      >
        {editing ? (
          <OfferForm
            shopId={shop.id}
            offer={editing.offer}
            onCancel={() => setEditing(null)}
            onDone={(saved) => {
              setEditing(null);
              setNotice(
                editing.offer ? `“${saved.title}” is saved.` : `“${saved.title}” is added.`,
              );
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
