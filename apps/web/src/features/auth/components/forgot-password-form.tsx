import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@vitrine/contracts/auth';
import { useState } from 'react';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useRequestPasswordResetMutation } from '../api/forgot-password.ts';
import { FormAlert } from './form-alert.tsx';

const labels = { email: 'Email' };

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // feedback: "Check your inbox" replaces the form; failures show in its alert
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: '' },
    validate: labelledResolver(forgotPasswordInputSchema, labels),
  });

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    const input = forgotPasswordInputSchema.parse(values);
    await requestPasswordReset(input).unwrap();
    // The answer is the same whether or not the account exists, so the screen is too.
    setSentTo(input.email);
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" title="Check your inbox" role="status">
          If an account exists for {sentTo}, we&apos;ve sent a reset link. It can take a minute to
          arrive; look in your spam folder too.
        </Alert>
        <Button variant="default" onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert title="Could not send the link" message={alert} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
