import { PageHeader } from '../../../components/page-header.tsx';
import { ProfileForm } from '../../../features/console/components/profile-form.tsx';

export function VendorProfileRoute() {
  return (
    <>
      <PageHeader
        title="Shop profile"
        description="What shoppers read about your shop and what search finds it by."
      />
      <ProfileForm />
    </>
  );
}
