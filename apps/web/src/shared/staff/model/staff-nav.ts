/** The back office's sections and the roles that see each (the server checks the role again on every call). */
import type { StaffRole } from '../api/staff-types';
import type { StaffPathName } from '../staff-paths';

export interface StaffNavItem {
  path: StaffPathName;
  /** Key in the `staff` catalogue. */
  labelKey: string;
  roles: readonly StaffRole[];
}

export const STAFF_NAV: readonly StaffNavItem[] = [
  { path: 'staffHome', labelKey: 'nav.dashboard', roles: ['admin', 'agent'] },
  { path: 'staffOrders', labelKey: 'nav.orders', roles: ['admin', 'agent'] },
  { path: 'staffRequests', labelKey: 'nav.requests', roles: ['admin', 'agent'] },
  { path: 'staffRefunds', labelKey: 'nav.refunds', roles: ['admin', 'agent'] },
  { path: 'staffMoney', labelKey: 'nav.money', roles: ['admin', 'agent'] },
  { path: 'staffFlights', labelKey: 'flights.nav', roles: ['admin', 'agent'] },
  { path: 'staffDisruptions', labelKey: 'flights.navDisruptions', roles: ['admin', 'agent'] },
  { path: 'staffPartners', labelKey: 'nav.partners', roles: ['admin', 'agent'] },
  { path: 'staffAudit', labelKey: 'nav.audit', roles: ['admin', 'agent'] },
  { path: 'staffUsers', labelKey: 'nav.users', roles: ['admin'] },
  { path: 'staffInventory', labelKey: 'inventory.nav', roles: ['admin', 'inventory'] },
  { path: 'staffPricing', labelKey: 'pricing.nav', roles: ['admin'] },
  { path: 'staffNews', labelKey: 'content.nav.news', roles: ['admin', 'editor'] },
  { path: 'staffFaq', labelKey: 'content.nav.faq', roles: ['admin', 'editor'] },
  { path: 'staffTours', labelKey: 'content.nav.tours', roles: ['admin', 'editor'] },
  { path: 'staffPages', labelKey: 'content.nav.pages', roles: ['admin', 'editor'] },
];

export function navItemsFor(roles: readonly StaffRole[]): StaffNavItem[] {
  return STAFF_NAV.filter((item) => item.roles.some((role) => roles.includes(role)));
}

export function hasAnyRole(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.some((role) => allowed.includes(role));
}
