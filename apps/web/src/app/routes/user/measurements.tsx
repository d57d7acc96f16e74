import { PageHeader } from '../../../components/page-header.tsx';
import { MeasurementProfiles } from '../../../features/stitching/components/measurement-profiles.tsx';

export function MeasurementsRoute() {
  return (
    <>
      <PageHeader
        title="Measurements"
        description="Saved measurements for you and the people you shop for, by garment."
      />
      <MeasurementProfiles />
    </>
  );
}
