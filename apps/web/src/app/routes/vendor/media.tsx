import { PageHeader } from '../../../components/page-header.tsx';
import { MediaManager } from '../../../features/console/components/media-manager.tsx';

export function VendorMediaRoute() {
  return (
    <>
      <PageHeader
        title="Logo and photos"
        description="Your logo, cover picture and gallery. Pictures are resized and stored as WebP, without their camera data."
      />
      <MediaManager />
    </>
  );
}
