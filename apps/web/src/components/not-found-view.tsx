import { Group, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { LinkButton } from './link-button.tsx';

type NotFoundViewProps = {
  /** Why nothing is here, in a sentence; the default suits an unknown address. */
  message?: string;
};

/**
 * "Page not found": what an unknown address, and any route whose thing does not exist (a 404),
 * shows. A missing thing is not an error, so there is no Retry: retrying finds nothing again.
 */
export function NotFoundView({
  message = 'There is no page at this address. It may have moved, or the link may have a typo.',
}: NotFoundViewProps) {
  usePageMeta('Page not found', 'There is no page at this address on Vitrine.');
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">{message}</Text>
      <Group>
        <LinkButton to="/">Go to the home page</LinkButton>
        <LinkButton to="/brands" variant="default">
          Browse brands
        </LinkButton>
      </Group>
    </Stack>
  );
}
