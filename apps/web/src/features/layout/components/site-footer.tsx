import { Anchor, Box, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { policyNavigation, type NavItem } from './navigation.ts';
import classes from './site-footer.module.css';

const exploreNavigation: NavItem[] = [
  { label: 'Find a shop', to: '/shops' },
  { label: 'Brands', to: '/brands' },
  { label: 'Offers', to: '/offers' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'How a video meeting works', to: '/demo' },
  { label: 'Sell on Vitrine', to: '/vendor' },
];

function LinkColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <Stack gap={6} component="nav" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {items.map((item) => (
        <Anchor key={item.to} component={Link} to={item.to} size="sm" c="gray.8">
          {item.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function SiteFooter() {
  return (
    <Box
      component="footer"
      mt="xl"
      py="xl"
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Container size="lg">
        <div className={classes.columns}>
          <Stack gap="xs">
            <Logo size={24} />
            <Text size="sm" c="gray.8" maw={320}>
              Boutiques, brands and tailors in one place: browse them, meet them on video, message
              them, and order clothes or tailoring.
            </Text>
          </Stack>
          <LinkColumn title="Explore" items={exploreNavigation} />
          <LinkColumn title="Policies" items={policyNavigation} />
        </div>
        <Text size="sm" c="gray.8" mt="xl">
          © {new Date().getFullYear()} Vitrine
        </Text>
      </Container>
    </Box>
  );
}
