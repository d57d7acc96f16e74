import { PageHeader } from '../../../components/page-header.tsx';
import { BannersManager } from '../../../features/staff-content/components/banners-manager.tsx';

/** /staff/content/banners (staff, content): the home page's hero banners. */
export function StaffBannersRoute() {
  return (
    <>
      <PageHeader
        title="Hero banners"
        description="The pictures at the top of the home page, in order. A hidden banner stays here until you delete it."
      />
      <BannersManager />
    </>
  );
}
