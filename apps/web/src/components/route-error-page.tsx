import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta.ts';
import buttonClasses from './link-button.module.css';

type RouteErrorPageProps = {
  /** Reloads the page; replaceable in tests. */
  reload?: () => void;
};

const hintFor = (error: unknown) => {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return 'We could not find what this address points to. Check the link, or go back and try again.';
  }
  return 'This page could not be shown. Retrying usually helps; if it keeps happening, please come back a little later.';
};

/** Spec §8: any route error logs 'An unexpected error occurred.' and offers a Retry that reloads. */
export function RouteErrorPage({ reload = () => window.location.reload() }: RouteErrorPageProps) {
  const error = useRouteError();
  usePageMeta('Something went wrong', 'This page could not be shown.');
  useEffect(() => {
    console.error('An unexpected error occurred.', error);
  }, [error]);

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} size="h2">
          Oops!, Something went wrong
        </Title>
        <Text c="dimmed">{hintFor(error)}</Text>
        <button
          type="button"
          className={`${buttonClasses.root} ${buttonClasses.filled}`}
          onClick={reload}
        >
          Retry
        </button>
      </Stack>
    </Center>
  );
}
