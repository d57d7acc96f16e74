import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vitrine/contracts/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { toApiError } from '../../../lib/api.ts';
import { labelledResolver, submitErrors } from '../../../lib/form-errors.ts';
import {
  resetPasswordFormSchema,
  useCheckResetTokenQuery,
  useResetPasswordMutation,
  type ResetPasswordForm as ResetPasswordValues,
} from '../api/reset-password.ts';
import { FormAlert } from './form-alert.tsx';

const labels = { newPassword: 'New password', confirmPassword: 'Confirm password' };

/** The link's token is single-use and short-lived; any problem with it means: ask again. */
const isBadToken = (error: unknown) =>
  toApiError(error).fieldIssues.some((issue) => issue.field === 'token');

type ResetPasswordFormProps = { token: string | null };

/**
 * Whether the link can still be used, asked as the page opens. If the check itself fails the
 * form shows anyway: the reset answers for the token again.
 */
function useLinkState(token: string | null): 'checking' | 'usable' | 'used' {
  const check = useCheckResetTokenQuery(token ?? skipToken, { refetchOnMountOrArgChange: true });
  if (check.isError) return 'usable';
  if (!check.currentData) return 'checking';
  return check.currentData.valid ? 'usable' : 'used';
}

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);
  const form = useForm<ResetPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: labelledResolver(resetPasswordFormSchema, labels),
  });
  const linkState = useLinkState(token);
  // feedback: the sign-in page opens saying the password is set; failures show in the form
  const [resetPassword] = useResetPasswordMutation();

  if (!token) {
    return (
      <Alert color="red" variant="light" title="This reset link is incomplete">
        Open the link from the email again, or{' '}
        <Anchor component={Link} underline="always" to="/auth/forgot-password">
          request a new one
        </Anchor>
        .
      </Alert>
    );
  }

  if (linkState === 'checking') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">Checking your reset link…</Text>
      </Group>
    );
  }

  if (linkState === 'used') {
    return (
      <Alert color="red" variant="light" title="This reset link can no longer be used">
        It has already been used or has expired.{' '}
        <Anchor component={Link} underline="always" to="/auth/forgot-password">
          Request a new reset link
        </Anchor>
        .
      </Alert>
    );
  }

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setLinkExpired(false);
    try {
      await resetPassword({ newPassword: values.newPassword, token }).unwrap();
      await navigate('/auth/login?reset=done', { replace: true });
    } catch (error) {
      if (isBadToken(error)) {
        setAlert('This reset link is no longer valid. Request a new one below.');
        setLinkExpired(true);
        return;
      }
      const found = submitErrors(toApiError(error), labels);
      form.setErrors(found.fields);
      setAlert(found.alert);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert title="Could not set the password" message={alert} />
        {linkExpired ? (
          <Anchor component={Link} underline="always" to="/auth/forgot-password">
            Request a new reset link
          </Anchor>
        ) : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
