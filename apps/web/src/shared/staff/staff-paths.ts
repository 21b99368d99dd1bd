/**
 * The back office's routes. They are part of the app's one route table (app/paths.ts spreads
 * them into PATHS); the staff features link with `staffHref` because features sit below the app, and the
 * table sits below the features because they all link to each other's pages.
 */
export const STAFF_PATHS = {
  staffHome: '/staff',
  staffLogin: '/staff/login',
  staffMfaSetup: '/staff/mfa',
  staffAcceptInvite: '/staff/accept',
  staffOrders: '/staff/orders',
  staffOrderDetail: '/staff/orders/:orderNumber',
  staffRequests: '/staff/requests',
  staffRequestDetail: '/staff/requests/:number',
  staffUsers: '/staff/users',
  staffAudit: '/staff/audit',
  staffPartners: '/staff/partners',
  staffRefunds: '/staff/refunds',
  staffMoney: '/staff/money',
  staffFlights: '/staff/flights',
  staffDisruptions: '/staff/disruptions',
  staffInventory: '/staff/inventory',
  staffInventorySchedules: '/staff/inventory/schedules',
  staffInventoryFares: '/staff/inventory/fares',
  staffInventorySeatBlocks: '/staff/inventory/seat-blocks',
  staffNews: '/staff/news',
  staffNewsNew: '/staff/news/new',
  staffNewsEdit: '/staff/news/:id',
  staffFaq: '/staff/faq',
  staffTours: '/staff/tours',
  staffToursNew: '/staff/tours/new',
  staffTourEdit: '/staff/tours/:id',
  staffPages: '/staff/pages',
  staffPricing: '/staff/pricing',
} as const;

export type StaffPathName = keyof typeof STAFF_PATHS;

/** A staff URL with its `:param` filled in (encoded). */
export function staffHref(name: StaffPathName, params: Record<string, string> = {}): string {
  return STAFF_PATHS[name].replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`staffHref(${name}): missing param ${key}`);
    return encodeURIComponent(value);
  });
}
