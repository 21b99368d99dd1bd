/**
 * The cache tags of the staff calls. Each staff feature injects its own calls, yet an action in one part makes
 * another part's list stale (an order action adds to the audit log, a refund changes the orders list), so the tag
 * names are kept in one place.
 */
export const STAFF_TAGS = {
  me: 'StaffMe',
  order: 'StaffOrder',
  orderList: 'StaffOrderList',
  request: 'StaffRequest',
  user: 'StaffUser',
  audit: 'StaffAudit',
  partner: 'StaffPartner',
  refund: 'StaffRefund',
  flights: 'StaffFlights',
  disruption: 'StaffDisruption',
} as const;
