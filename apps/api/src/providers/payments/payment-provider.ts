/**
 * What the shop needs from a payment provider. Only the provider's answer marks an order paid;
 * every call is keyed so that a retry never charges twice.
 */
import type { Language } from '@sapar/contracts';

export interface PaymentStartInput {
  /** `{order id}:{attempt}`: the provider starts at most one charge per key. */
  idempotencyKey: string;
  amount: number;
  currency: string;
  phone: string;
  orderNumber: string;
  language: Language;
}

export type PaymentStartResult = { status: 'otp_sent'; reference: string };

export type PaymentConfirmResult =
  | { status: 'paid' }
  | { status: 'declined' }
  | { status: 'wrong_code' }
  | { status: 'code_expired' }
  | { status: 'attempts_exceeded' }
  | { status: 'refunded' }
  | { status: 'unknown' };

export interface RefundInput {
  reference: string;
  amount: number;
  /** Unique per payout, e.g. `late:{payment id}` or `refund:{refund id}:{payment id}`. */
  key: string;
}

export type ProviderPaymentStatus = 'otp_sent' | 'paid' | 'declined' | 'refunded' | 'unknown';

export interface PaymentProvider {
  readonly name: string;
  /** Starts a charge and sends the payer a one-time code. */
  start(input: PaymentStartInput): Promise<PaymentStartResult>;
  /** Confirms with the payer's code; a charge already paid answers 'paid' again without charging. */
  confirm(reference: string, code: string): Promise<PaymentConfirmResult>;
  status(reference: string): Promise<ProviderPaymentStatus>;
  /**
   * Gives `amount` of a paid charge back (all of it or a part). Keyed: the same key never pays out
   * twice. Answers true once this refund is done (also when it already was).
   */
  refund(input: RefundInput): Promise<boolean>;
}
