import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { signInInputSchema, useSignInWithEmailMutation, type SignInInput } from '../api/sign-in.ts';
import { useAuthDispatch } from '../hooks/use-auth.ts';
import { startSession } from '../state/session-thunks.ts';
import { FormAlert } from './form-alert.tsx';

const labels = { email: 'Email', password: 'Password' };

type LoginFormProps = {
  /** Where to go once signed in (the page that asked for sign-in). */
  redirectTo: string;
};

export function LoginForm({ redirectTo }: LoginFormProps) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [signInWithEmail] = useSignInWithEmailMutation();
  const form = useForm<SignInInput>({
    initialValues: { email: '', password: '' },
    validate: labelledResolver(signInInputSchema, labels),
  });

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    const session = await signInWithEmail(signInInputSchema.parse(values)).unwrap();
    await dispatch(startSession(session));
    await navigate(redirectTo, { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert title="Could not sign in" message={alert} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            Forgot password?
          </Anchor>
          <Button type="submit" loading={form.submitting}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
