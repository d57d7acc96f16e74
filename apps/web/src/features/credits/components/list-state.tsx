import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';

/** Rows standing in for a list that is loading. */
export function ListLoading({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, n) => (
        <Skeleton key={n} h={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** A list that could not be loaded, with the reason and a retry. */
export function ListError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeApiError(toApiError(error))}</Text>
        <Button size="xs" variant="default" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** A list with nothing in it: what that means, and what to do next. */
export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Text fw={600}>{title}</Text>
      {children ? (
        <Text size="sm" c="dimmed" mt={4}>
          {children}
        </Text>
      ) : null}
    </Paper>
  );
}
