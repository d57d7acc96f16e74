import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { submitErrors } from '../../../lib/form-errors.ts';
import { toApiError } from '../../../lib/api.ts';
import { useCompleteSocialSignInMutation } from '../api/social-sign-in.ts';
import { useAuthDispatch } from '../hooks/use-auth.ts';
import { startSession } from '../state/session-thunks.ts';

type SocialSignInReturnProps = { providerName: string; redirectTo: string };

/** Back from Google or Facebook: finishes the sign-in, then goes on to the page that asked. */
export function SocialSignInReturn({ providerName, redirectTo }: SocialSignInReturnProps) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  // feedback: the return page signs in and moves on, or says the sign-in failed and offers the way back
  const [completeSocialSignIn] = useCompleteSocialSignInMutation();

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    completeSocialSignIn()
      .unwrap()
      .then(async (session) => {
        await dispatch(startSession(session));
        await navigate(redirectTo, { replace: true });
      })
      .catch((error: unknown) => setFailure(submitErrors(toApiError(error), {}).alert));
  }, [completeSocialSignIn, dispatch, navigate, redirectTo]);

  if (failure) {
    return (
      <Alert color="red" variant="light" title={`Could not finish signing in with ${providerName}`}>
        {failure} You can try again, or sign in with your email below.
      </Alert>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>Finishing your sign-in with {providerName}…</Text>
    </Group>
  );
}
