import { Box, Button } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { toApiError } from '../lib/api.ts';
import type { ApiError } from '../lib/api-error.ts';
import { countOf } from '../lib/format-catalogue.ts';
import { pageRange } from '../lib/pagination.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { ListPagination } from './list-pagination.tsx';

/** The part of an RTK Query list hook's result the list needs (`currentData`: this page's answer). */
export type PagedQuery<T> = {
  currentData?: { items: T[]; total: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type PagedResultsProps<T> = {
  query: PagedQuery<T>;
  page: number;
  limit: number;
  /** One and many of what the list holds: ["shop", "shops"]. */
  noun: [string, string];
  /** The error's title: "We could not load the offers". */
  errorTitle: string;
  /** An error this list explains its own way (the shop search's unknown filter); else the retry. */
  renderError?: (error: ApiError) => ReactNode;
  /** What stands in for the rows while the page loads. */
  skeleton: ReactNode;
  /** Nothing matches at all: why, and what to do. */
  empty: ReactNode;
  /** The icon of the "there is no page N" message. */
  icon: ReactNode;
  /** Where a page past the end sends the person: the first page, or the last one (a list that shrinks as you act on it). */
  pastTheEnd?: 'first' | 'last';
  onPage: (page: number) => void;
  /** The rows of a page that has some; the pager follows them. */
  children: (items: T[]) => ReactNode;
};

/**
 * One page of a list and everything that can stand in for it, each state on its own: the
 * error (with a retry), the skeleton, the empty list, a page past the end, or the rows with
 * the pager.
 */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  // Deferred: the store's update renders at once, the rows after it in slices
  // (docs/adr/0047-a-querys-rows-render-in-a-transition.md).
  const currentData = useDeferredValue(props.query.currentData);
  const rendering = currentData !== props.query.currentData;
  return <Box aria-busy={props.query.isFetching || rendering}>{pagedBody(props, currentData)}</Box>;
}

function pagedBody<T>(
  props: PagedResultsProps<T>,
  currentData: PagedQuery<T>['currentData'],
): ReactNode {
  const { query, page, limit, noun } = props;
  const { error, isFetching } = query;
  if (error !== undefined && !isFetching) {
    const apiError = toApiError(error);
    return (
      props.renderError?.(apiError) ?? (
        <ErrorState
          title={props.errorTitle}
          error={apiError}
          onRetry={() => void query.refetch()}
        />
      )
    );
  }
  if (!currentData) return props.skeleton;
  if (currentData.total === 0) return props.empty;
  if (currentData.items.length === 0) {
    const toLast = props.pastTheEnd === 'last';
    const target = toLast ? pageRange({ page, limit, total: currentData.total }).pages : 1;
    return (
      <EmptyState
        icon={props.icon}
        title={`There is no page ${page}`}
        actions={
          <Button onClick={() => props.onPage(target)}>
            {toLast ? 'Go to the last page' : 'Go to the first page'}
          </Button>
        }
      >
        {`This list has ${countOf(currentData.total, noun[0], noun[1])} on fewer pages.`}
      </EmptyState>
    );
  }
  return (
    <>
      {props.children(currentData.items)}
      <ListPagination
        page={page}
        limit={limit}
        total={currentData.total}
        onChange={props.onPage}
        noun={noun[1]}
      />
    </>
  );
}
