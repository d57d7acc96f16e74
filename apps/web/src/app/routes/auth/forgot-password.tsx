import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

export function ForgotPasswordRoute() {
  usePageMeta('Reset your password', 'Get a link to set a new password for your Vitrine account.');
  return (
    <AuthCard
      title="Reset your password"
      subtitle={
        <>
          Enter the email you signed up with and we will send you a link to set a new password.
          Remembered it?{' '}
          <Anchor component={Link} underline="always" to="/auth/login">
            Sign in
          </Anchor>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
