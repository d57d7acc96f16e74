import {
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { describeApiError, ApiError } from '../../../lib/api-error.ts';
import type { RequestState } from '../../../lib/use-request.ts';
import { useCategoryTree } from '../api/get-category-tree.ts';
import { FEATURED_SHOP_COUNT, useFeaturedShops } from '../api/get-featured-shops.ts';
import { PLATFORM_REVIEW_COUNT, usePlatformReviews } from '../api/get-platform-reviews.ts';
import { usePremiumOffers } from '../api/get-premium-offers.ts';
import { subscribeToNewsletter } from '../api/subscribe-newsletter.ts';
import { OfferCard, OfferCardSkeleton } from '../../../components/offer-card.tsx';
import { ReviewCard } from '../../../components/review-card.tsx';
import { ShopCard, ShopCardSkeleton } from '../../../components/shop-card.tsx';
import classes from './home-sections.module.css';

type SectionProps<T> = {
  id: string;
  title: string;
  intro?: string;
  /** "See all" link of the section. */
  more?: { to: string; label: string };
  request: RequestState<T> & { retry: () => void };
  skeleton: ReactNode;
  /** Nothing to show: the section leaves the page rather than show an empty frame. */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** A home page section with its own loading, error (with retry) and empty handling. */
function Section<T>({
  id,
  title,
  intro,
  more,
  request,
  skeleton,
  isEmpty,
  children,
}: SectionProps<T>) {
  if (request.status === 'success' && isEmpty(request.data)) return null;
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
      {request.status === 'loading' ? (
        <div aria-busy="true">{skeleton}</div>
      ) : request.status === 'error' ? (
        <ErrorState
          title={`We could not load ${title.toLowerCase()}`}
          error={request.error}
          onRetry={request.retry}
        />
      ) : (
        children(request.data)
      )}
    </Stack>
  );
}

function Categories() {
  const request = useCategoryTree();
  return (
    <Section
      id="home-categories"
      title="Shop by category"
      request={request}
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
  const request = useFeaturedShops();
  return (
    <Section
      id="home-featured-shops"
      title="Featured shops"
      intro="Premium boutiques and tailors our customers rate highest."
      more={{ to: '/shops?premium=true&sort=rating', label: 'See all premium shops' }}
      request={request}
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
  const request = usePremiumOffers();
  return (
    <Section
      id="home-offers"
      title="Offers running now"
      more={{ to: '/offers', label: 'See all offers' }}
      request={request}
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
  const request = usePlatformReviews();
  return (
    <Section
      id="home-reviews"
      title="What customers say"
      request={request}
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

/** The browser's own check of an address typed into an email field (no zod on the home page). */
function emailProblem(input: HTMLInputElement | null, value: string): string | null {
  if (!value.trim()) return 'Enter your email address.';
  if (input && !input.validity.valid) return 'Enter a valid email address, like name@example.com.';
  return null;
}

/** The newsletter: double opt-in, so the answer asks the person to confirm from their inbox. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const headingId = useId();

  const submit = async (form: HTMLFormElement) => {
    const input = form.elements.namedItem('email') as HTMLInputElement | null;
    const problem = emailProblem(input, email);
    setFieldError(problem);
    setFormError(null);
    if (problem) {
      input?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await subscribeToNewsletter({ email: email.trim() });
      setDone({ email: email.trim(), message: result.message });
      setEmail('');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const emailIssue = apiError?.fieldIssues.find((issue) => issue.field === 'email');
      if (emailIssue) setFieldError(`Email ${emailIssue.message}`);
      else
        setFormError(
          apiError ? describeApiError(apiError) : 'Something went wrong. Please try again.',
        );
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={headingId}
      p={{ base: 'lg', sm: 'xl' }}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-gray-0)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Stack gap={4} maw={640}>
        <Title order={2} id={headingId}>
          New shops and offers, once a month
        </Title>
        <Text c="dimmed">
          One short email a month with new boutiques, festive offers and stitching tips. We send a
          link to confirm your address first, and every email has an unsubscribe link.
        </Text>
      </Stack>
      {done ? (
        <Stack gap={4} role="status">
          <Text fw={600}>Check your inbox to confirm</Text>
          <Text>
            {done.message} Open the email we sent to <strong>{done.email}</strong> and click its
            link; until then you will not get the newsletter.
          </Text>
          <Anchor component="button" type="button" onClick={() => setDone(null)} w="fit-content">
            Use another address
          </Anchor>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <Group align="flex-start" gap="sm" maw={560} wrap="wrap">
            <TextInput
              name="email"
              type="email"
              label="Email address"
              autoComplete="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError}
              leftSection={<IconMail size={16} aria-hidden="true" />}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" loading={sending} mt={{ base: 0, xs: 25 }}>
              Subscribe
            </Button>
          </Group>
          {formError ? (
            <Text c="red.9" size="sm" mt="xs" role="alert">
              {formError}
            </Text>
          ) : null}
        </form>
      )}
    </Stack>
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
