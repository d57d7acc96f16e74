import { useOutletContext } from 'react-router';
import type { StaffSelf } from '../api/get-staff-self.ts';

/** What the staff layout hands its pages: the signed-in member of staff. */
export type StaffContext = { self: StaffSelf };

/** The signed-in member of staff, on a page inside the staff layout. */
export const useStaffSelf = () => useOutletContext<StaffContext>().self;
