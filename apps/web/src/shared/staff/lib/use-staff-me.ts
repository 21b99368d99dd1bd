/** The signed-in staff member, for the pages inside the staff shell (its layout passes it as the outlet's context). */
import { useOutletContext } from 'react-router';
import type { StaffMe } from '../api/staff-types';

export function useStaffMe(): StaffMe {
  return useOutletContext<StaffMe>();
}
