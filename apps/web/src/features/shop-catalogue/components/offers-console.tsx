import { Stack, Text } from '@mantine/core';
import type { ShopSummary } from '@vitrine/contracts/catalogue';
import type { OwnerOffer } from '@vitrine/contracts/shop-catalogue';
import { IconDiscount } from '@tabler/icons-react';
import { useMoneyFormat, type MoneyFormat } from '../../../lib/money-format.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useGetOwnerOffersQuery } from '../api/get-owner-offers.ts';
import { useSetOfferArchivedMutation, useUpdateOfferMutation } from '../api/save-offer.ts';
import { ListingsConsole, type ListingColumn } from './listings-console.tsx';
import { OfferForm } from './offer-form.tsx';
import { offerRulesSummary } from '../../../components/offer-rules-summary.ts';

const words = {
  one: 'offer',
  many: 'offers',
  withArticle: 'an offer',
  searchPlaceholder: 'e.g. festive',
  emptyHint: 'Offers show on your shop page and on the offers page while they run.',
  noMatchHint: 'None of your offers match this search and filter.',
};

/** "Not started" or "Ended" for an offer outside its window; nothing while it runs. */
function runState(offer: OwnerOffer, now = Date.now()): string | null {
  if (Date.parse(offer.validFrom) > now) return 'Not started';
  if (Date.parse(offer.validUntil) <= now) return 'Ended';
  return null;
}

const columnsFor = (
  money: MoneyFormat,
): [ListingColumn<OwnerOffer>, ...ListingColumn<OwnerOffer>[]] => [
  {
    header: 'Offer',
    cell: (offer) => (
      <Stack gap={0}>
        <Text size="sm">{offer.title}</Text>
        {offer.code ? (
          <Text size="xs" c="dimmed" ff="monospace">
            {offer.code}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    header: 'Discount',
    cell: (offer) => (
      <>
        <Text size="sm">{money.discount(offer.discount)}</Text>
        {offerRulesSummary(offer.rules) ? (
          <Text size="xs" c="dimmed">
            {offerRulesSummary(offer.rules)}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Runs',
    cell: (offer) => (
      <>
        <Text size="sm">
          {formatDate(offer.validFrom)} – {formatDate(offer.validUntil)}
        </Text>
        {runState(offer) ? (
          <Text size="xs" c="dimmed">
            {runState(offer)}
          </Text>
        ) : null}
      </>
    ),
  },
];

/** My shop's offers, whatever their window: search, status filter, pages, add and edit, archive. */
export function OffersConsole({ shop }: { shop: ShopSummary }) {
  const money = useMoneyFormat();
  // feedback: the listings console says what happened above the table ("“…” is archived.") or why not (alert)
  const [setArchived] = useSetOfferArchivedMutation();
  // feedback: the listings console says what happened above the table ("“…” is archived.") or why not (alert)
  const [updateOffer] = useUpdateOfferMutation();
  return (
    <ListingsConsole
      shop={shop}
      words={words}
      icon={<IconDiscount size={24} />}
      useListings={useGetOwnerOffersQuery}
      columns={columnsFor(money)}
      requestPremium={(offer) =>
        updateOffer({ id: offer.id, changes: { premiumRequested: true } }).unwrap()
      }
      setArchived={(offer, archived) => setArchived({ id: offer.id, archived }).unwrap()}
      renderForm={({ listing, onCancel, onDone }) => (
        <OfferForm shopId={shop.id} offer={listing} onCancel={onCancel} onDone={onDone} />
      )}
    />
  );
}
