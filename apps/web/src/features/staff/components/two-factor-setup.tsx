import {
  Alert,
  Anchor,
  Button,
  Code,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useState, type FormEvent } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useEnableTwoFactorMutation } from '../api/enable-two-factor.ts';
import { useVerifyTwoFactorMutation } from '../api/verify-two-factor.ts';
import { TotpQrCode } from './totp-qr-code.tsx';

/** The key an authenticator app needs, read from its otpauth:// URI. */
export const secretOf = (totpURI: string) => {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
};

/**
 * Staff work needs two-factor sign-in (STAFF_TWO_FACTOR): the password again, the key for an
 * authenticator app, then one code from it to switch it on. The session is then replaced by
 * one with two-factor, and the console opens.
 */
export function TwoFactorSetup() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const feedback = useActionFeedback();
  // feedback: the next step (the QR code to scan) replaces the password, or the alert says why not
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [verify, verifying] = useVerifyTwoFactorMutation();
  const setup = enabling.data;

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    void enable({ password });
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    void feedback
      .after(
        verify({ code: code.replace(/\s/g, '') }).unwrap(),
        'Two-factor sign-in is on: Vitrine asks for a code from your app at each sign-in.',
      )
      .catch(() => {}); // "That code did not work" says why
  };

  return (
    <Stack gap="md" maw={560}>
      <PageHeader
        title="Set up two-factor sign-in"
        description="Staff work on Vitrine needs a second step at sign-in: a six-digit code from an authenticator app on your phone."
      />
      {!setup ? (
        <form onSubmit={onPassword} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label="Your password"
              description="To confirm it is you before the key is shown."
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              required
            />
            {enabling.error ? (
              <Alert color="red" role="alert" title="Two-factor sign-in was not set up">
                {enabling.error && toApiError(enabling.error).code === 'UNAUTHENTICATED'
                  ? 'That password is not right.'
                  : describeApiError(toApiError(enabling.error))}
              </Alert>
            ) : null}
            <Button type="submit" loading={enabling.isLoading} w="fit-content">
              Continue
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onCode} noValidate>
          <Stack gap="sm">
            <Text>
              Scan this QR code with your authenticator app (or{' '}
              <Anchor href={setup.totpURI}>open it in the app</Anchor>):
            </Text>
            <TotpQrCode uri={setup.totpURI} />
            <Text size="sm">Or type this key into the app by hand:</Text>
            <Code block aria-label="Setup key" data-testid="totp-secret">
              {secretOf(setup.totpURI)}
            </Code>
            <Text size="sm">
              Keep these backup codes somewhere safe; each signs you in once without the app:
            </Text>
            <List size="sm" aria-label="Backup codes">
              {setup.backupCodes.map((backup) => (
                <List.Item key={backup}>
                  <Code>{backup}</Code>
                </List.Item>
              ))}
            </List>
            <TextInput
              label="Six-digit code from the app"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              required
            />
            {verifying.error ? (
              <Alert color="red" role="alert" title="That code did not work">
                Check the time on your phone and enter the code the app shows now.
              </Alert>
            ) : null}
            <Button type="submit" loading={verifying.isLoading} w="fit-content">
              Turn on two-factor sign-in
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
