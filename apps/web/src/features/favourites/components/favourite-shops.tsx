import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { FavouriteShop } from '@vitrine/contracts/catalogue';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useAddFavouriteShopMutation } from '../api/add-favourite-shop.ts';
import { useExportFavouriteShopsMutation } from '../api/export-favourite-shops.ts';
import { useGetFavouriteShopsQuery } from '../api/get-favourite-shops.ts';
import { useRemoveFavouriteShopMutation } from '../api/remove-favourite-shop.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { RatingLine } from '../../../components/rating-line.tsx';

export const FAVOURITE_PAGE_SIZE = 10;

type Notice =
  | { kind: 'removed'; shop: FavouriteShop['shop'] }
  | { kind: 'restored'; shop: FavouriteShop['shop'] }
  | { kind: 'failed'; message: string };

function FavouriteRow({
  favourite,
  onRemove,
  removing,
}: {
  favourite: FavouriteShop;
  onRemove: () => void;
  removing: boolean;
}) {
  const { shop } = favourite;
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group wrap="nowrap" align="center" gap="md">
        {shop.logoUrl ? (
          <img
            src={shop.logoUrl}
            alt=""
            width={56}
            height={56}
            style={{ borderRadius: '50%', flexShrink: 0 }}
            loading="lazy"
          />
        ) : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/shop/${shop.id}`} fw={600} size="lg" lh={1.3}>
            {shop.name}
          </Anchor>
          <Text size="sm" c="dimmed" truncate>
            {shop.address.city}, {shop.address.state} ·{' '}
            {shop.categories.map((category) => category.name).join(', ')}
          </Text>
          <Group gap="md">
            <RatingLine rating={shop.rating} />
            <Text size="sm" c="dimmed">
              Saved {formatDate(favourite.createdAt)}
            </Text>
          </Group>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          px={{ base: 8, xs: 'md' }}
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          aria-label={`Remove ${shop.name} from favourites`}
          loading={removing}
          onClick={onRemove}
        >
          <Text span inherit visibleFrom="xs">
            Remove
          </Text>
        </Button>
      </Group>
    </Card>
  );
}

/** No favourites at all, or none matching the search. */
function NoFavourites({ searchKey, onShowAll }: { searchKey: string; onShowAll: () => void }) {
  if (searchKey) {
    return (
      <EmptyState
        icon={<IconHeart size={24} />}
        title="No favourites match"
        actions={<Button onClick={onShowAll}>Show all favourites</Button>}
      >
        None of your favourite shops matches “{searchKey}”.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconHeart size={24} />}
      title="No favourite shops yet"
      actions={
        <Button component={Link} to="/shops">
          Find shops
        </Button>
      }
    >
      Save shops you like with “Save to favourites” on their page, and find them here.
    </EmptyState>
  );
}

/**
 * The signed-in customer's favourite shops: search, pages, download as CSV or Excel, and
 * remove with an undo.
 */
export function FavouriteShops() {
  const { state, update } = useListSearch();
  const query = useGetFavouriteShopsQuery({
    searchKey: state.searchKey || undefined,
    page: state.page,
    limit: FAVOURITE_PAGE_SIZE,
  });
  // feedback: the notice above the list says the shop is removed, with Undo, or why not
  const [remove] = useRemoveFavouriteShopMutation();
  // feedback: Undo: the notice above the list says the shop is back, or why not
  const [add, adding] = useAddFavouriteShopMutation();
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [exportList] = useExportFavouriteShopsMutation();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { currentData } = query;
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));

  const removeFavourite = async (favourite: FavouriteShop) => {
    setRemovingId(favourite.id);
    setNotice(null);
    try {
      await remove(favourite.id).unwrap();
      setNotice({ kind: 'removed', shop: favourite.shop });
    } catch (failure) {
      setNotice({ kind: 'failed', message: describeApiError(toApiError(failure)) });
    } finally {
      setRemovingId(null);
    }
  };

  const undo = async (shop: FavouriteShop['shop']) => {
    try {
      await add({ shopId: shop.id }).unwrap();
      setNotice({ kind: 'restored', shop });
    } catch (failure) {
      setNotice({ kind: 'failed', message: describeApiError(toApiError(failure)) });
    }
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
        <Box style={{ flex: '1 1 260px' }} maw={480}>
          <SearchField
            label="Search your favourites"
            placeholder="Shop name or city"
            value={state.searchKey}
            onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
          />
        </Box>
        <DownloadButtons
          label="Download the list"
          choices={listFormats()}
          download={(format) =>
            exportList({ format, searchKey: state.searchKey || undefined }).unwrap()
          }
          failure="The download did not work."
          disabled={!currentData || currentData.total === 0}
          size="sm"
        />
      </Group>

      {notice ? (
        <Alert
          color={notice.kind === 'failed' ? 'red' : 'teal'}
          variant="light"
          role={notice.kind === 'failed' ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {notice.kind === 'failed' ? (
            notice.message
          ) : notice.kind === 'restored' ? (
            `${notice.shop.name} is back in your favourites.`
          ) : (
            <Group gap="sm">
              <Text size="sm">{notice.shop.name} was removed from your favourites.</Text>
              <Button
                size="compact-sm"
                variant="white"
                loading={adding.isLoading}
                onClick={() => void undo(notice.shop)}
              >
                Undo
              </Button>
            </Group>
          )}
        </Alert>
      ) : null}

      <Title order={2} size="h4" ref={heading} tabIndex={-1} aria-live="polite">
        {currentData
          ? `${countOf(currentData.total, 'shop', 'shops')}${state.searchKey ? ` for “${state.searchKey}”` : ''}`
          : 'Loading your favourites…'}
      </Title>

      <PagedResults
        query={query}
        page={state.page}
        limit={FAVOURITE_PAGE_SIZE}
        noun={['favourite shop', 'favourite shops']}
        errorTitle="We could not load your favourites"
        icon={<IconHeart size={24} />}
        // Removing the last shop of a page leaves it empty: offer the page before.
        pastTheEnd="last"
        onPage={goToPage}
        skeleton={
          <Stack gap="sm" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={92} radius="md" />
            ))}
          </Stack>
        }
        empty={
          <NoFavourites searchKey={state.searchKey} onShowAll={() => update({ searchKey: '' })} />
        }
      >
        {(favourites) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {favourites.map((favourite) => (
              <FavouriteRow
                key={favourite.id}
                favourite={favourite}
                removing={removingId === favourite.id}
                onRemove={() => void removeFavourite(favourite)}
              />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
