import { Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { genderLabels, type Shop } from '@vitrine/contracts/catalogue';
import { IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useGetShopQuery } from '../api/get-shop.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { RatingLine } from '../../../components/rating-line.tsx';
import { ShopBadges } from '../../../components/shop-badges.tsx';
import { ShopGallery } from './shop-gallery.tsx';
import { ShopMeetingTimes } from './shop-meeting-times.tsx';
import { ShopOffers } from './shop-offers.tsx';
import { ShopProducts } from './shop-products.tsx';
import classes from './shop-profile.module.css';
import { ShopReviews } from './shop-reviews.tsx';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const names = (refs: { name: string }[]) => refs.map((ref) => ref.name).join(', ');

/** A page description from the shop's own words, cut at a word near 160 characters. */
function metaDescription(shop: Shop): string {
  const text = `${shop.name}, ${shop.address.city}: ${shop.description}`;
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function ShopDetails({ shop }: { shop: Shop }) {
  const money = useMoneyFormat();
  const rows: [string, ReactNode][] = [
    [
      'Address',
      `${shop.address.city}, ${shop.address.state}, ${regionNames.of(shop.address.country) ?? shop.address.country}`,
    ],
    ['Languages', names(shop.languages)],
    ['Dresses', shop.genders.map((gender) => genderLabels[gender]).join(', ')],
    ['Categories', names(shop.categories)],
    ['Specialities', names(shop.subCategories)],
    ['Occasions', names(shop.occasions)],
    ['Prices', money.priceRange(shop.priceRange)],
    [
      'Meeting times',
      shop.takesMeetings ? (
        <ShopMeetingTimes timeZone={shop.timeZone} />
      ) : (
        `None yet: the shop has not set its meeting hours. It keeps ${shop.timeZone.replace(/_/g, ' ')} time.`
      ),
    ],
    ['On Vitrine since', new Date(shop.createdAt).getFullYear().toString()],
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="shop-details">
      <Title order={2} size="h4" id="shop-details" mb="sm">
        Details
      </Title>
      <dl className={classes.details}>
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <Box key={term} display="contents">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
      </dl>
    </Paper>
  );
}

function ShopProfileSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton height="auto" style={{ aspectRatio: '4 / 1' }} />
      <Skeleton height={32} width="40%" />
      <Skeleton height={16} width="60%" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="lg">
        <Skeleton height={240} />
        <Skeleton height={240} />
      </SimpleGrid>
    </Stack>
  );
}

type ShopProfileProps = {
  /** The `:id` of `/shop/:id`: a shop id or slug. */
  idOrSlug: string;
  /** The calls to action beside the name (booking, favourite), given by the route. */
  actions: (shop: Shop) => ReactNode;
  /** Sections the route adds after the details (the shop's trunk shows). */
  sections?: (shop: Shop) => ReactNode;
};

/** A shop's page: cover and name, about and photos, details, products, offers and reviews. */
export function ShopProfile({ idOrSlug, actions, sections }: ShopProfileProps) {
  const money = useMoneyFormat();
  const { data, error, isFetching, refetch } = useGetShopQuery(idOrSlug);
  // Deferred: the store's update renders at once, the rows after it in slices
  // (docs/adr/0047-a-querys-rows-render-in-a-transition.md).
  const shop = useDeferredValue(data);
  const apiError = error === undefined ? undefined : toApiError(error);
  usePageMeta(
    shop?.name ?? (apiError?.code === 'NOT_FOUND' ? 'Shop not found' : 'Shop'),
    shop
      ? metaDescription(shop)
      : 'A shop on Vitrine: its collection, offers, reviews and video meetings.',
  );

  if (apiError && !isFetching) {
    if (apiError.code === 'NOT_FOUND' || apiError.code === 'VALIDATION_FAILED') {
      return (
        <EmptyState
          headingOrder={2}
          icon={<IconBuildingStore size={24} />}
          title="We could not find this shop"
          actions={
            <Button component={Link} to="/shops">
              Browse shops
            </Button>
          }
        >
          The link may be old, or the shop may have left Vitrine.
        </EmptyState>
      );
    }
    return (
      <ErrorState
        title="We could not load this shop"
        error={apiError}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!shop) return <ShopProfileSkeleton />;

  return (
    <Stack gap={48}>
      <Box component="header">
        {shop.coverUrl ? (
          <img src={shop.coverUrl} alt="" className={classes.cover} width={1200} height={300} />
        ) : null}
        {shop.logoUrl ? (
          <img
            src={shop.logoUrl}
            alt={`${shop.name} logo`}
            className={classes.logo}
            width={96}
            height={96}
          />
        ) : null}
        <Group justify="space-between" align="flex-start" gap="lg" mt="md">
          <Stack gap={6} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{shop.name}</Title>
            <Group gap="md" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden="true" />
                <Text size="sm">
                  {shop.address.city}, {shop.address.state}
                </Text>
              </Group>
              <RatingLine rating={shop.rating} />
              <Text size="sm">{money.priceRange(shop.priceRange)}</Text>
            </Group>
            <ShopBadges shop={shop} size="md" />
          </Stack>
          <Group gap="sm" align="flex-start" style={{ flex: '0 1 auto' }} maw={420}>
            {actions(shop)}
          </Group>
        </Group>
      </Box>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
        <Stack gap="md" component="section" aria-labelledby="shop-about">
          <Title order={2} id="shop-about">
            About {shop.name}
          </Title>
          <Text>{shop.description}</Text>
          <ShopGallery shopName={shop.name} urls={shop.galleryUrls} />
        </Stack>
        <ShopDetails shop={shop} />
      </SimpleGrid>

      {sections?.(shop)}

      <ShopProducts shopId={shop.id} productCount={shop.productCount} />
      <ShopOffers shopId={shop.id} />
      <ShopReviews shopId={shop.id} />
    </Stack>
  );
}
