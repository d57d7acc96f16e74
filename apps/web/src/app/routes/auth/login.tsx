import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SocialSignInButtons } from '../../../features/auth/components/social-sign-in-buttons.tsx';
import { SocialSignInReturn } from '../../../features/auth/components/social-sign-in-return.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { SOCIAL_RETURN_PARAM } from '../../../features/auth/api/social-sign-in.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

const providerNames: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

export function LoginRoute() {
  usePageMeta(
    'Sign in',
    'Sign in to Vitrine to book meetings with shops, follow your orders and chat.',
  );
  const [params] = useSearchParams();
  const { status } = useAuth();
  const redirectParam = params.get('redirect');
  const redirectTo = safeRedirect(redirectParam);
  const returningFrom = params.get(SOCIAL_RETURN_PARAM);
  const socialError = params.get('socialError');
  const signUpTo = redirectParam
    ? `/auth/sign-up?redirect=${encodeURIComponent(redirectTo)}`
    : '/auth/sign-up';

  return (
    <AuthCard
      title="Sign in"
      subtitle={
        <>
          New to Vitrine?{' '}
          <Anchor component={Link} underline="always" to={signUpTo}>
            Create an account
          </Anchor>
        </>
      }
    >
      <Stack gap="md">
        {params.get('reset') === 'done' ? (
          <Alert color="teal" variant="light" title="Password changed" role="status">
            Your password has been changed. Sign in with the new one.
          </Alert>
        ) : null}
        {redirectParam && status !== 'signedIn' ? (
          <Text size="sm">Sign in to continue to that page.</Text>
        ) : null}
        {status === 'signedIn' && !returningFrom ? (
          <Alert color="indigo" variant="light" title="You are already signed in" role="status">
            <Anchor component={Link} underline="always" to={redirectTo}>
              Continue
            </Anchor>{' '}
            or sign in with another account below.
          </Alert>
        ) : null}
        {socialError ? (
          <Alert color="red" variant="light" title="The sign-in was not completed">
            {providerNames[socialError] ?? 'The provider'} did not confirm your sign-in. Try again,
            or use your email and password.
          </Alert>
        ) : null}
        {returningFrom ? (
          <SocialSignInReturn
            providerName={providerNames[returningFrom] ?? 'your provider'}
            redirectTo={redirectTo}
          />
        ) : null}
        <SocialSignInButtons redirectTo={redirectTo} />
        <LoginForm redirectTo={redirectTo} />
      </Stack>
    </AuthCard>
  );
}
