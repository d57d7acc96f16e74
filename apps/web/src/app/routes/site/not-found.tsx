import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

export function NotFoundRoute() {
  usePageMeta('Page not found', 'There is no page at this address on Vitrine.');
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">
        There is no page at this address. It may have moved, or the link may have a typo.
      </Text>
      <Group>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
        <Button component={Link} to="/brands" variant="default">
          Browse brands
        </Button>
      </Group>
    </Stack>
  );
}
