import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';

/** Placeholder rows while a staff list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Stack aria-label={label} aria-busy>
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={56} />
    </Stack>
  );
}

/** A staff list that could not load, with a retry. */
export function ListError({
  title,
  query,
}: {
  title: string;
  query: { error?: unknown; refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <ErrorState
      title={title}
      error={toApiError(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
