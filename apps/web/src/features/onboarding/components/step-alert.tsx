import { Alert } from '@mantine/core';

/** The error above a step's fields (no connection, a conflict not about one field). */
export function StepAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
