/**
 * What the shop needs from a payment provider. Only the provider's answer marks an order paid (a
 * status read showing the charge taken with the expected amount and currency); every call is keyed
 * so that a retry never charges or pays back twice.
 */
import type { Language } from '@sapar/contracts';

export interface PaymentStartInput {
  /** `{order id}:{attempt}`: the provider starts at most one charge per key. */
  idempotencyKey: string;
  /** The attempt number of this order's payments (1, 2, …): providers that need a new id per attempt use it. */
  attempt: number;
  amount: number;
  currency: string;
  phone: string;
  orderNumber: string;
  /** The order paid for: the code SMS a provider queues in the shop's outbox belongs to it. */
  orderId?: string;
  language: Language;
}

/**
 * `messageId`: the outbox row of the code SMS, when the shop itself texts the payer (the sandbox; a real bank
 * texts its client itself). The caller delivers it right after the payment is recorded.
 */
export type PaymentStartResult = { status: 'otp_sent'; reference: string; messageId?: number };

/** What a provider that has the shop text its codes renders when the outbox delivers such an SMS. */
export interface CodeSmsInput {
  reference: string;
  language: Language;
  orderNumber: string;
}

export type PaymentConfirmResult =
  | { status: 'paid' }
  /** The bank took the code; whether money moved is known only from a status read (Finipay's 120 CONFIRMED). */
  | { status: 'accepted' }
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

/**
 * 'done': the money is back (also when this key already was). 'manual': the provider cannot pay back
 * by API; a manual refund is owed and tracked until staff mark it done — the money has NOT moved yet.
 * 'refused': the provider would not refund this (nothing paid, or more than is left).
 */
export type RefundOutcome = 'done' | 'manual' | 'refused';

/** The state of one charge at the provider. `pending`: the code was accepted, the outcome is not known yet. */
export type ProviderChargeStatus = 'otp_sent' | 'pending' | 'paid' | 'declined' | 'refunded' | 'unknown';

export interface ProviderChargeState {
  status: ProviderChargeStatus;
  /** The amount the provider says it took (whole som), when it says so. */
  amount?: number;
  currency?: string;
}

/** A charge the provider reports as taken (paid, or paid and then refunded). */
export interface ProviderCharge {
  reference: string;
  amount: number;
  currency: string;
  status: 'paid' | 'refunded';
  /** Given back through the provider so far (manual refunds are not counted here). */
  refundedAmount: number;
  chargedAt: Date | null;
}

export interface ChargeWindow {
  from: Date;
  to: Date;
  /** Our payments' references in the window: a provider without a list API re-reads each of them. */
  references: readonly string[];
}

/** The provider could not answer clearly: the caller keeps the payment open and reconciles it later. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'unexpected' | 'rejected' | 'duplicate' | 'invalid_request',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: string;
  /** Starts a charge and sends the payer a one-time code. Throws PaymentProviderError when it cannot. */
  start(input: PaymentStartInput): Promise<PaymentStartResult>;
  /** Confirms with the payer's code; a charge already paid answers 'paid' again without charging. */
  confirm(reference: string, code: string): Promise<PaymentConfirmResult>;
  status(reference: string): Promise<ProviderChargeState>;
  /** Gives `amount` of a paid charge back (all of it or a part). Keyed: the same key never pays out twice. */
  refund(input: RefundInput): Promise<RefundOutcome>;
  /** The charges the provider took in the window, for the reconciliation. */
  listCharges(window: ChargeWindow): Promise<ProviderCharge[]>;
  /**
   * Only for providers whose code SMS goes through the shop's outbox (the sandbox): makes a fresh code for the
   * charge, keeps only its hash, and answers the SMS text — null when the charge no longer takes a code.
   */
  renderCodeSms?(input: CodeSmsInput): Promise<string | null>;
}
