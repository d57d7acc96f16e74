import { Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../../features/auth/components/sign-up-form.tsx';
import { SocialSignInButtons } from '../../../features/auth/components/social-sign-in-buttons.tsx';
import { useClaimReferralMutation } from '../../../features/referrals/api/claim-referral.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

export function SignUpRoute() {
  usePageMeta(
    'Create an account',
    'Create a free Vitrine account to meet shops on video and order from them.',
  );
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const redirectTo = safeRedirect(redirectParam);
  // An invite link (/auth/sign-up?ref=CODE): the new account records who invited it. A code
  // refused (unknown, one's own) does not stand in the way of signing up.
  const referralCode = params.get('ref');
  // feedback: not an action of its own: it rides on signing up, and a refused code must not stand in its way
  const [claimReferral] = useClaimReferralMutation();
  const onRegistered = referralCode
    ? () =>
        claimReferral({ code: referralCode })
          .unwrap()
          .then(
            () => undefined,
            () => undefined,
          )
    : undefined;
  const loginTo = redirectParam
    ? `/auth/login?redirect=${encodeURIComponent(redirectTo)}`
    : '/auth/login';

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have one?{' '}
          <Anchor component={Link} underline="always" to={loginTo}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SocialSignInButtons redirectTo={redirectTo} />
      <SignUpForm redirectTo={redirectTo} onRegistered={onRegistered} />
    </AuthCard>
  );
}
