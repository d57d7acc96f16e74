import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-error.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import buttonClasses from './link-button.module.css';
import { NotFoundView } from './not-found-view.tsx';

type RouteErrorPageProps = {
  /** Reloads the page; replaceable in tests. */
  reload?: () => void;
};

/** A 404 from a loader (`throw data(…, { status: 404 })`) or an API answer of NOT_FOUND. */
const isNotFound = (error: unknown) =>
  (isRouteErrorResponse(error) && error.status === 404) ||
  (error instanceof ApiError && error.code === 'NOT_FOUND');

/** A loader's own words for what is missing (`throw data('No order has this id.', …)`). */
const notFoundMessage = (error: unknown) =>
  isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
    ? error.data
    : 'There is nothing at this address. It may have been removed, or the link may have a typo.';

/**
 * What went wrong, in words written in the source: a built app's class names are minified, so
 * logging the bare object shows "ke" instead of "404 No order has this id.".
 */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    // The data says it in the loader's words; a bare `data()` gets a generic status text.
    const detail =
      typeof error.data === 'string'
        ? error.data
        : (JSON.stringify(error.data) ?? error.statusText);
    return [String(error.status), detail].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * A route error logs 'An unexpected error occurred.' (with what the error says) and
 * offers a Retry that reloads. A 404 is not an error: the not-found page shows, without Retry.
 */
export function RouteErrorPage({ reload = () => window.location.reload() }: RouteErrorPageProps) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (notFound) {
      console.warn(`Not found: ${pathname} (${describeRouteError(error)})`);
    } else if (error instanceof Error) {
      // The error itself too, so the console shows its stack.
      console.error('An unexpected error occurred.', describeRouteError(error), error);
    } else {
      console.error('An unexpected error occurred.', describeRouteError(error));
    }
  }, [error, notFound, pathname]);

  if (notFound) return <NotFoundView message={notFoundMessage(error)} />;
  return <ErrorView reload={reload} />;
}

/**
 * A screen's own not-found, when its data answered 404 (an order id nobody has): the same page
 * and the same log line as a route's.
 */
export function RouteNotFound({ message }: { message: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Not found: ${pathname} (404 ${message})`);
  }, [pathname, message]);
  return <NotFoundView message={message} />;
}

function ErrorView({ reload }: { reload: () => void }) {
  usePageMeta('Something went wrong', 'This page could not be shown.');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} size="h2">
          Oops!, Something went wrong
        </Title>
        <Text c="dimmed">
          This page could not be shown. Retrying usually helps; if it keeps happening, please come
          back a little later.
        </Text>
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
