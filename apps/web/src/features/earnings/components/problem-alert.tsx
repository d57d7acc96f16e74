import { Alert } from '@mantine/core';

/** A refusal to show above the buttons it is about; role="alert". */
export function ProblemAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
