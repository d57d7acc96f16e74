import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeApiError, type ApiError } from '../lib/api-error.ts';

type ErrorStateProps = {
  /** What could not be loaded, e.g. "We could not load the shops". */
  title: string;
  error: ApiError;
  onRetry?: () => void;
  retrying?: boolean;
};

/** A failed read: what failed, why in plain words (by error code), and a way to try again. */
export function ErrorState({ title, error, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeApiError(error)}</Text>
        {onRetry ? (
          <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
