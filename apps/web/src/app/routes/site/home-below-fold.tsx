import { Badge, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LinkButton } from '../../../components/link-button.tsx';
import {
  CommunitySections,
  DiscoverySections,
} from '../../../features/home/components/home-sections.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';

/** `soon`: a step the product cannot do yet, marked so the page promises nothing it lacks. */
const steps = [
  {
    soon: false,
    title: 'Discover shops',
    text: 'Browse boutiques, brands and tailors by category, occasion and the languages they speak.',
  },
  {
    soon: true,
    title: 'Meet them on video',
    text: `Book a video meeting for ${MEETING_CREDIT_COST} credits, bring up to two friends, and see the pieces before you buy.`,
  },
  {
    soon: true,
    title: 'Order, or have it stitched',
    text: 'Order ready-made pieces or stitching made to your measurements, and follow every order to your door.',
  },
];

/**
 * Everything on the home page below the first screen, loaded after it (home.tsx) so the first
 * download holds only the headline, the search and the banners.
 */
export function HomeBelowTheFold() {
  return (
    <Stack gap={56}>
      <DiscoverySections />

      <Stack gap="lg" component="section" aria-labelledby="how-it-works">
        <Title order={2} id="how-it-works">
          How Vitrine works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {steps.map((step, index) => (
            <Paper key={step.title} withBorder p="lg" radius="md">
              <Stack gap="sm">
                <ThemeIcon size={36} radius="xl" aria-hidden="true">
                  {index + 1}
                </ThemeIcon>
                <Title order={3} size="h4">
                  {step.title}
                </Title>
                {step.soon ? (
                  <Badge variant="outline" color="gray.8" w="fit-content">
                    Coming soon
                  </Badge>
                ) : null}
                <Text>{step.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>
          <LinkButton to="/demo" variant="default">
            See how a meeting works
          </LinkButton>
          <LinkButton to="/pricing" variant="default">
            How credits work
          </LinkButton>
        </div>
      </Stack>

      <CommunitySections />

      <Paper component="section" aria-labelledby="for-shops" p="xl" radius="md" bg="indigo.0">
        <Stack gap="sm" maw={640}>
          <Title order={2} id="for-shops">
            Run a boutique or a tailoring studio?
          </Title>
          <Text>
            Shop registration opens soon: show your collection to customers anywhere, then take
            bookings for video consultations, orders and stitching work in one place.
          </Text>
          <div>
            <LinkButton to="/vendor">Sell on Vitrine</LinkButton>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
