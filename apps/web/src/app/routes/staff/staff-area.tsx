import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStaffSelf } from '../../../features/staff/hooks/use-staff-self.ts';
import { mayOpen, type StaffNavArea } from './staff-nav.ts';

const areaNames: Record<StaffNavArea, string> = {
  any: 'staff',
  admin: 'administrators',
  shops: 'the shops area',
  support: 'the support area',
  content: 'the content area',
  credits: 'the credits area',
};

/**
 * A console page of one area: its content for staff holding the area, else a page saying who
 * may open it (the navigation does not offer it; this is for a typed or shared link).
 */
export function StaffArea({ area, children }: { area: StaffNavArea; children: ReactNode }) {
  const self = useStaffSelf();
  if (mayOpen(self, area)) return children;
  return (
    <>
      <PageHeader
        title="Not one of your areas"
        description="This page of the staff console belongs to an area you do not hold."
      />
      <EmptyState icon={<IconLock size={24} />} title={`Only for ${areaNames[area]}`}>
        An administrator can give you this area from the Employees page.
      </EmptyState>
    </>
  );
}
