import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
