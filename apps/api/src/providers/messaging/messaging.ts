/**
 * Outgoing mail and SMS. Services depend on these two small interfaces; which implementation
 * runs is chosen by configuration in `createMessaging`.
 */
import type { SmsDeliveryStatus } from '@sapar/contracts';
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export interface SmsMessage {
  to: string;
  text: string;
  /**
   * Our id for the message (from its outbox row), sent as the gateway's message id: a retry carries the same
   * id, so a gateway that already took it answers "duplicate" instead of sending it twice.
   */
  id?: string;
}

/** What the gateway answered when it took a message. */
export interface SmsReceipt {
  /** The id its delivery reports are read by; null when the sender has no reports (the dev outbox). */
  providerMessageId: string | null;
  /** Parts the gateway splits it into (each is billed). */
  segments: number;
  /** The gateway had taken this id before (an earlier try whose answer was lost): not sent again. */
  duplicate: boolean;
}

/**
 * Where an SMS stands at the gateway: accepted (taken, no report yet), queued, sent (handed to the operator),
 * then finally delivered, undelivered, rejected (refused by the gateway or operator) or unknown (no final report).
 */
export type { SmsDeliveryStatus };
export const FINAL_SMS_DELIVERY_STATUSES: readonly SmsDeliveryStatus[] = [
  'delivered',
  'undelivered',
  'rejected',
  'unknown',
];

export interface SmsDeliveryReport {
  status: SmsDeliveryStatus;
  /** The gateway's own words for a failure (null when delivered or still on its way). */
  reason: string | null;
}

/**
 * A send that did not go through. `transient` (network, timeout, 5xx, gateway busy): the outbox tries again later
 * with the same id. `permanent` (bad number, blocked text, no balance, refused credentials): trying again cannot
 * help; the row is closed as failed with `reason`.
 */
export class SmsSendError extends Error {
  constructor(
    readonly kind: 'transient' | 'permanent',
    /** The gateway's reason, as shown to staff. */
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'SmsSendError';
  }
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsReceipt>;
  /**
   * Reads the gateway's delivery report for a message it took; null while it has none yet. Absent for
   * senders without reports. Throws SmsSendError (transient) when the gateway cannot be asked now.
   */
  checkDelivery?(providerMessageId: string): Promise<SmsDeliveryReport | null>;
}
