/**
 * The payment slice kept in sessionStorage: a reload of /ticket-payment (or the bank's redirect
 * back) finds the chosen tickets and the booked order again; a new tab starts clean.
 */
import { paymentInitialState, type PaymentState } from './payment-slice';

export const PAYMENT_STORAGE_KEY = 'sapar_payment';

export function loadPaymentState(storage: Storage | undefined = globalThis.sessionStorage): PaymentState | undefined {
  try {
    const text = storage?.getItem(PAYMENT_STORAGE_KEY);
    if (!text) return undefined;
    const saved = JSON.parse(text) as Partial<PaymentState>;
    if (typeof saved !== 'object' || saved === null || !saved.tickets || !saved.search) return undefined;
    return { ...paymentInitialState, ...saved };
  } catch {
    return undefined;
  }
}

/** Writes the slice whenever it changes; the initial state removes the entry. */
export function persistPaymentState(
  store: { getState: () => { payment: PaymentState }; subscribe: (listener: () => void) => () => void },
  storage: Storage | undefined = globalThis.sessionStorage,
): () => void {
  let last = store.getState().payment;
  return store.subscribe(() => {
    const current = store.getState().payment;
    if (current === last) return;
    last = current;
    try {
      if (current === paymentInitialState) storage?.removeItem(PAYMENT_STORAGE_KEY);
      else storage?.setItem(PAYMENT_STORAGE_KEY, JSON.stringify(current));
    } catch {
      // Private mode or a full quota: the flow still works, it just does not survive a reload.
    }
  });
}
