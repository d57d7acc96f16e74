import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { ApplicationWizard } from '../../../features/onboarding/components/application-wizard.tsx';

/** /vendor/apply (signed in): the shop application, saved step by step. */
export function VendorApplyRoute() {
  const auth = useAuth();
  return (
    <>
      <PageHeader
        title="Open your shop"
        description="Four short steps. Each is saved when you continue, so you can stop and come back."
      />
      <ApplicationWizard defaultEmail={auth.profile?.email ?? ''} />
    </>
  );
}
