import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MAX_INVITEES } from '@vitrine/contracts/meeting-policy';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import {
  CommunitySections,
  DiscoverySections,
} from '../../../features/home/components/home-sections.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';

/** Each step links to the place it happens, so the page shows what it says Vitrine does. */
const steps = [
  {
    title: 'Discover shops',
    text: 'Browse boutiques, brands and tailors by category, occasion and the languages they speak.',
    link: { to: '/shops', label: 'Browse shops' },
  },
  {
    title: 'Meet them on video',
    text: `Book a video meeting for ${MEETING_CREDIT_COST} credits, invite up to ${MAX_INVITEES} friends, and see the pieces before you buy; or message the shop from its page.`,
    link: { to: '/demo', label: 'How a meeting works' },
  },
  {
    title: 'Order, or have it stitched',
    text: 'After a meeting or a chat, the shop sends you an order for ready-made pieces or stitching made to your measurements: pay online and follow it to your door.',
    link: { to: '/user/orders', label: 'Your orders' },
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
                <Text>{step.text}</Text>
                <Anchor component={Link} to={step.link.to} fw={600} w="fit-content">
                  {step.link.label}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <div>
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
            Open your shop on Vitrine: show your collection to customers anywhere, then take
            bookings for video consultations, chat with customers, and handle orders and stitching
            work in one place.
          </Text>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>
            <LinkButton to="/vendor/apply">Open your shop</LinkButton>
            <LinkButton to="/vendor" variant="default">
              How selling works
            </LinkButton>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
