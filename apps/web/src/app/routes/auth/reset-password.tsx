import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

export function ResetPasswordRoute() {
  usePageMeta('Set a new password', 'Choose a new password for your Vitrine account.');
  const [params] = useSearchParams();
  return (
    <AuthCard title="Set a new password" subtitle="Choose a password you do not use anywhere else.">
      <ResetPasswordForm token={params.get('token')} />
    </AuthCard>
  );
}
