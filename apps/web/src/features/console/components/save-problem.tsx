import { Alert } from '@mantine/core';

/** Why a save failed, above the form (the fields carry their own messages). */
export function SaveProblem({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
