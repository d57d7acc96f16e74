import { Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useGetAuthProvidersQuery } from '../api/get-auth-providers.ts';
import { useStartSocialSignInMutation, type SocialProvider } from '../api/social-sign-in.ts';
import { FormAlert } from './form-alert.tsx';
import { submitErrors } from '../../../lib/form-errors.ts';
import { toApiError } from '../../../lib/api.ts';

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

type SocialSignInButtonsProps = { redirectTo: string };

/** Google and Facebook buttons, each shown only when the server has that provider configured. */
export function SocialSignInButtons({ redirectTo }: SocialSignInButtonsProps) {
  const { data: providers } = useGetAuthProvidersQuery();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // feedback: success leaves for the provider's sign-in page; a failure shows under the buttons
  const [startSocialSignIn] = useStartSocialSignInMutation();
  const offered = (['google', 'facebook'] as const).filter((provider) => providers?.[provider]);
  if (offered.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setAlert(null);
    setPending(provider);
    try {
      window.location.assign(await startSocialSignIn({ provider, redirectTo }).unwrap());
    } catch (error) {
      setAlert(submitErrors(toApiError(error), {}).alert);
      setPending(null);
    }
  };

  return (
    <Stack gap="sm">
      <FormAlert title="Could not start the sign-in" message={alert} />
      {offered.map((provider) => (
        <Button
          key={provider}
          variant="default"
          loading={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => void start(provider)}
        >
          Continue with {providerNames[provider]}
        </Button>
      ))}
      <Divider label="or use your email" labelPosition="center" />
    </Stack>
  );
}
