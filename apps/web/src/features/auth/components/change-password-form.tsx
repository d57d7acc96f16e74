import { Alert, Button, Checkbox, Stack } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vitrine/contracts/auth';
import { useState } from 'react';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import {
  changePasswordInputSchema,
  useChangePasswordMutation,
  type ChangePasswordInput,
} from '../api/change-password.ts';
import { FormAlert } from './form-alert.tsx';

const labels = { currentPassword: 'Current password', newPassword: 'New password' };

/**
 * Settings: a new password, confirmed by the current one (a signed-in session re-authenticates).
 */
export function ChangePasswordForm() {
  // feedback: the form shows "Password changed" (status) or why not (alert)
  const [changePassword] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
    validate: labelledResolver(changePasswordInputSchema, labels),
  });

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    setChanged(false);
    await changePassword(values).unwrap();
    form.reset();
    setChanged(true);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        {changed ? (
          <Alert color="teal" variant="light" title="Password changed" role="status">
            Use your new password the next time you sign in.
          </Alert>
        ) : null}
        <FormAlert title="Could not change the password" message={alert} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          {...form.getInputProps('newPassword')}
        />
        <Checkbox
          label="Sign out of Vitrine on my other devices"
          {...form.getInputProps('revokeOtherSessions', { type: 'checkbox' })}
        />
        <Button type="submit" loading={form.submitting} w="fit-content">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
