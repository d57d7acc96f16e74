import { Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { HeroBanners } from '../../../features/home/components/hero-banners.tsx';
import { HomeSearch } from '../../../features/home/components/home-search.tsx';
import { withTimeout } from '../../../lib/lazy-with-timeout.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

// Below the first screen: loaded after it, so the home page's first download stays small.
const HomeBelowTheFold = lazy(() =>
  withTimeout(() => import('./home-below-fold.tsx')).then((m) => ({
    default: m.HomeBelowTheFold,
  })),
);

export function HomeRoute() {
  usePageMeta(
    'Boutiques, brands and tailors',
    'Vitrine is a marketplace of boutiques, brands and tailors: browse their shops, work and offers, meet them on video, message them, and order clothes or stitching.',
  );
  const { status } = useAuth();

  return (
    <Stack gap={56}>
      <Stack gap="lg">
        <Stack gap="md" maw={720} pt={{ base: 0, sm: 'md' }}>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
            Boutiques, brands and tailors in one place
          </Title>
          <Text size="lg" c="dimmed">
            Vitrine brings independent shops to your screen. Find them by what they make, the
            occasion and the languages they speak, then meet them on video and order what you love.
          </Text>
          <HomeSearch />
          <Group gap="sm">
            <LinkButton to="/shops" variant="default">
              Browse all shops
            </LinkButton>
            {status === 'signedIn' ? (
              <LinkButton to="/user" variant="default">
                Your meetings
              </LinkButton>
            ) : (
              <LinkButton to="/auth/sign-up" variant="default">
                Create a free account
              </LinkButton>
            )}
          </Group>
        </Stack>
        <HeroBanners />
      </Stack>

      {/* The fallback keeps the footer from jumping up and down while the rest loads. */}
      <Suspense fallback={<div style={{ minHeight: 1600 }} aria-busy="true" />}>
        <HomeBelowTheFold />
      </Suspense>
    </Stack>
  );
}
