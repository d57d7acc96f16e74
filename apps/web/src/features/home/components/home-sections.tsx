import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { OfferCard, OfferCardSkeleton } from '../../../components/offer-card.tsx';
import { ReviewCard } from '../../../components/review-card.tsx';
import { ShopCard, ShopCardSkeleton } from '../../../components/shop-card.tsx';
import { toApiError } from '../../../lib/api.ts';
import type { QueryState } from '../../../lib/query-state.ts';
import { useGetCategoryTreeQuery } from '../api/get-category-tree.ts';
import { FEATURED_SHOP_COUNT, useGetFeaturedShopsQuery } from '../api/get-featured-shops.ts';
import { PLATFORM_REVIEW_COUNT, useGetPlatformReviewsQuery } from '../api/get-platform-reviews.ts';
import { useGetPremiumOffersQuery } from '../api/get-premium-offers.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import classes from './home-sections.module.css';

type SectionProps<T> = {
  id: string;
  title: string;
  intro?: string;
  /** "See all" link of the section. */
  more?: { to: string; label: string };
  query: QueryState<T>;
  skeleton: ReactNode;
  /** Nothing to show: the section leaves the page rather than show an empty frame. */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** What a section shows below its title: the data, the skeleton, or the error with a retry. */
function SectionBody<T>({ title, query, skeleton, children }: SectionProps<T>) {
  // Deferred: the store's update renders at once, the rows after it in slices
  // (docs/adr/0047-a-querys-rows-render-in-a-transition.md).
  const data = useDeferredValue(query.data);
  if (query.isError && !query.isFetching) {
    return (
      <ErrorState
        title={`We could not load ${title.toLowerCase()}`}
        error={toApiError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data === undefined || query.isError) return <div aria-busy="true">{skeleton}</div>;
  return children(data);
}

/** A home page section with its own loading, error (with retry) and empty handling. */
function Section<T>(props: SectionProps<T>) {
  const { id, title, intro, more, query, isEmpty } = props;
  if (query.data !== undefined && !query.isError && isEmpty(query.data)) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={4}>
          <Title order={2} id={id}>
            {title}
          </Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
        </Stack>
        {more ? (
          <Anchor component={Link} to={more.to} fw={600}>
            {more.label}
          </Anchor>
        ) : null}
      </Group>
      <SectionBody {...props} />
    </Stack>
  );
}

function Categories() {
  const query = useGetCategoryTreeQuery();
  return (
    <Section
      id="home-categories"
      title="Shop by category"
      query={query}
      isEmpty={(tree) => tree.items.length === 0}
      skeleton={
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="md">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} height={150} />
          ))}
        </SimpleGrid>
      }
    >
      {(tree) => (
        <SimpleGrid
          cols={{ base: 2, sm: 4, lg: 7 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {tree.items.map((category) => (
            <li key={category.slug}>
              <Link
                to={`/shops?categories=${encodeURIComponent(category.slug)}`}
                className={classes.tile}
              >
                <img
                  src={category.imageUrl}
                  alt=""
                  className={classes.tileImage}
                  loading="lazy"
                  width={300}
                  height={225}
                />
                <Text fw={600} size="sm" className={classes.tileText}>
                  {category.name}
                </Text>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function FeaturedShops() {
  const query = useGetFeaturedShopsQuery();
  return (
    <Section
      id="home-featured-shops"
      title="Featured shops"
      intro="Premium boutiques and tailors our customers rate highest."
      more={{ to: '/shops?premium=true&sort=rating', label: 'See all premium shops' }}
      query={query}
      isEmpty={(result) => result.items.length === 0}
      skeleton={
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {Array.from({ length: 4 }, (_, index) => (
            <ShopCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      }
    >
      {(result) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {result.items.slice(0, FEATURED_SHOP_COUNT).map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function PremiumOffers() {
  const query = useGetPremiumOffersQuery();
  return (
    <Section
      id="home-offers"
      title="Offers running now"
      more={{ to: '/offers', label: 'See all offers' }}
      query={query}
      isEmpty={(page) => page.items.length === 0}
      skeleton={
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {Array.from({ length: 3 }, (_, index) => (
            <OfferCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      }
    >
      {(page) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {page.items.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function PlatformReviews() {
  const query = useGetPlatformReviewsQuery();
  return (
    <Section
      id="home-reviews"
      title="What customers say"
      query={query}
      isEmpty={(reviews) => reviews.items.length === 0}
      skeleton={
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={150} />
          ))}
        </SimpleGrid>
      }
    >
      {(reviews) => (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {reviews.items.slice(0, PLATFORM_REVIEW_COUNT).map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

/** The home page's categories, featured shops and offers (loaded after the first screen). */
export function DiscoverySections() {
  return (
    <Stack gap={56}>
      <Categories />
      <FeaturedShops />
      <PremiumOffers />
    </Stack>
  );
}

/** The home page's reviews and newsletter (loaded after the first screen). */
export function CommunitySections() {
  return (
    <Stack gap={56}>
      <PlatformReviews />
      <NewsletterForm />
    </Stack>
  );
}
