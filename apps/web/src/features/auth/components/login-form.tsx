import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { signInInputSchema, useSignInWithEmailMutation, type SignInInput } from '../api/sign-in.ts';
import {
  signInCodeSchema,
  useVerifySignInCodeMutation,
  type SignInCode,
} from '../api/verify-sign-in-code.ts';
import { useAuthDispatch } from '../hooks/use-auth.ts';
import { startSession } from '../state/session-thunks.ts';
import { FormAlert } from './form-alert.tsx';

const labels = { email: 'Email', password: 'Password' };

type LoginFormProps = {
  /** Where to go once signed in (the page that asked for sign-in). */
  redirectTo: string;
};

const codeLabels = { code: 'Code from your authenticator app' };

/** The second step for an account with two-factor sign-in (staff): the app's six digits. */
function SignInCodeForm({ redirectTo }: LoginFormProps) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  // feedback: success signs in and opens the page asked for; a wrong code shows in the form's alert
  const [verifySignInCode] = useVerifySignInCodeMutation();
  const form = useForm<SignInCode>({
    initialValues: { code: '' },
    validate: labelledResolver(signInCodeSchema, codeLabels),
  });
  const { submit, alert } = useFormSubmit(form, codeLabels, async (values) => {
    const session = await verifySignInCode(signInCodeSchema.parse(values)).unwrap();
    await dispatch(startSession(session));
    await navigate(redirectTo, { replace: true });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert title="Could not sign in" message={alert} />
        <Text>
          Your account uses two-factor sign-in. Enter the code your authenticator app shows.
        </Text>
        <TextInput
          label={codeLabels.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={form.submitting} w="fit-content">
          Verify and sign in
        </Button>
      </Stack>
    </form>
  );
}

export function LoginForm({ redirectTo }: LoginFormProps) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  // feedback: success signs in and opens the page asked for (or the code step); failures show in the form's alert
  const [signInWithEmail] = useSignInWithEmailMutation();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInInput>({
    initialValues: { email: '', password: '' },
    validate: labelledResolver(signInInputSchema, labels),
  });

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    const outcome = await signInWithEmail(signInInputSchema.parse(values)).unwrap();
    if ('twoFactorRedirect' in outcome) {
      setNeedsCode(true);
      return;
    }
    await dispatch(startSession(outcome));
    await navigate(redirectTo, { replace: true });
  });

  if (needsCode) return <SignInCodeForm redirectTo={redirectTo} />;
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
