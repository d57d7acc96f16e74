import { Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerInputSchema,
  type RegisterInput,
} from '@vitrine/contracts/auth';
import { useNavigate } from 'react-router';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useRegisterMutation } from '../api/register.ts';
import { useAuthDispatch } from '../hooks/use-auth.ts';
import { startSession } from '../state/session-thunks.ts';
import { FormAlert } from './form-alert.tsx';

const labels = { name: 'Name', email: 'Email', password: 'Password' };

type SignUpFormProps = {
  redirectTo: string;
  /** Runs once the new account's session has started (e.g. recording who invited it). */
  onRegistered?: () => Promise<void>;
};

export function SignUpForm({ redirectTo, onRegistered }: SignUpFormProps) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  // feedback: success signs the new account in and opens the next page; failures show in the form
  const [register] = useRegisterMutation();
  const form = useForm<RegisterInput>({
    initialValues: { name: '', email: '', password: '' },
    validate: labelledResolver(registerInputSchema, labels),
  });

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    const { token, user } = await register(registerInputSchema.parse(values)).unwrap();
    await dispatch(startSession({ token, user }));
    await onRegistered?.();
    await navigate(redirectTo, { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert title="Could not create the account" message={alert} />
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Very common passwords are refused.`}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
