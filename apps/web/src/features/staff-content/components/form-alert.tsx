import { Alert } from '@mantine/core';

/** The error above a form that its fields do not say (no connection, a conflict); role="alert". */
export function FormAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
