/**
 * The state machine of a supplier's order behind one of ours (docs/architecture.md, "Flight supply"). Like the
 * order's own (order-state.ts), every change is one guarded transition, so of two racing callers — two processes
 * confirming one charge, a confirmation against the expiry job — exactly one pays the supplier.
 *
 * booking: our reference is stored, the supplier not yet asked or its answer unknown; pending: the supplier accepted
 * and will say; held: a hold waits for our charge; paying: the one caller that won pays the hold (or books an
 * instant order); paid: paid, tickets still to come; ticketed; failed: never made, or not paid (the charge is
 * refunded); cancelled: an unpaid hold given back with our order.
 */
export type SupplierOrderStatus =
  'booking' | 'pending' | 'held' | 'paying' | 'paid' | 'ticketed' | 'failed' | 'cancelled';

export const SUPPLIER_ORDER_TRANSITIONS = {
  booking: ['pending', 'held', 'paying', 'failed', 'cancelled'],
  pending: ['held', 'paying', 'failed', 'cancelled'],
  held: ['paying', 'failed', 'cancelled'],
  paying: ['paid', 'ticketed', 'failed'],
  paid: ['ticketed'],
  ticketed: [],
  failed: [],
  cancelled: [],
} as const satisfies Record<SupplierOrderStatus, readonly SupplierOrderStatus[]>;

/** The states a supplier order may reach `to` from, narrowed to `from` when the caller expects fewer. */
export function supplierOrderSourcesOf(
  to: SupplierOrderStatus,
  from?: readonly SupplierOrderStatus[],
): SupplierOrderStatus[] {
  const allowed = (Object.keys(SUPPLIER_ORDER_TRANSITIONS) as SupplierOrderStatus[]).filter((s) =>
    (SUPPLIER_ORDER_TRANSITIONS[s] as readonly SupplierOrderStatus[]).includes(to),
  );
  return from ? allowed.filter((s) => from.includes(s)) : allowed;
}
