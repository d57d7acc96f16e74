import { Alert } from '@mantine/core';

type FormAlertProps = { title: string; message: string | null };

/** The error above a form (wrong credentials, throttling, no connection); role="alert". */
export function FormAlert({ title, message }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title}>
      {message}
    </Alert>
  );
}
