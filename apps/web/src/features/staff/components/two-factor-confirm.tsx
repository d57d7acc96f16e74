import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useVerifyTwoFactorMutation } from '../api/verify-two-factor.ts';

/**
 * Two-factor sign-in is on for the account, but this session has not passed it (it was opened
 * by a social sign-in, or before the server asked every staff session for it): one code from
 * the authenticator app confirms this session, and the console opens.
 */
export function TwoFactorConfirm() {
  const [code, setCode] = useState('');
  const feedback = useActionFeedback();
  const [verify, verifying] = useVerifyTwoFactorMutation();
  const error = verifying.error ? toApiError(verifying.error) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void feedback
      .after(
        verify({ code: code.replace(/\s/g, '') }).unwrap(),
        'Confirmed: the staff console is open on this device.',
      )
      .catch(() => {}); // "That code did not work" says why
  };

  return (
    <Stack gap="md" maw={560}>
      <PageHeader
        title="Confirm it is you"
        description="Staff work needs two-factor sign-in on this device. Enter the code your authenticator app shows for Vitrine."
      />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Six-digit code from the app"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
            data-autofocus
          />
          {error ? (
            <Alert color="red" role="alert" title="That code did not work">
              {error.code === 'UNAUTHENTICATED' || error.code === 'VALIDATION_FAILED'
                ? 'Check the time on your phone and enter the code the app shows now.'
                : describeApiError(error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={verifying.isLoading} w="fit-content">
            Confirm
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
