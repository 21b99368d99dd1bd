/**
 * The mail outbox (docs/architecture.md#outbox): the loop that delivers its rows (emails, and SMS such as the
 * disruption notices and the sandbox bank's payment codes) — rows are claimed, sent, and retried with back-off
 * when the mailer or the gateway fails — and the registry of renderers through which each module draws the
 * messages of its own kinds. The outbox knows no kind: a module registers the renderer of each kind it queues at
 * composition time (app.ts), and a row whose kind has none is a dead letter. A one-time code is delivered right
 * after its commit (`deliverMailNow`); the row stays the record and the retry path.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  FINAL_SMS_DELIVERY_STATUSES,
  SmsSendError,
  type EmailMessage,
  type Mailer,
  type SmsDeliveryStatus,
  type SmsMessage,
  type SmsSender,
} from '../../providers/messaging/index.js';
import type { PaymentProvider } from '../../providers/payments/index.js';
import type { Job } from '../../shared/job-runner.js';
import type { OrderContext } from '../orders/index.js';
import { claimDueMail, claimMail, markMailFailed, markMailSent, type MailOutboxRow } from './outbox.repository.js';
import { findSmsAwaitingReport, markSmsAccepted, markSmsRefused, recordSmsReport } from './sms-delivery.repository.js';

/** A renderer's answer when by design nobody is to get the row (closed without being marked sent). */
export const NO_RECIPIENT = 'no_recipient' as const;

/** What a row becomes: an email, or an SMS (`freshEachTry`: made anew on every try, as a payment code is). */
export type OutboxMessage = EmailMessage | { sms: SmsMessage; freshEachTry?: boolean };

/** Draws the message of one row; null when there is nothing to send (the row is closed as a dead letter). */
export type OutboxRenderer = (
  deps: MailDeliveryDeps,
  row: MailOutboxRow,
) => Promise<OutboxMessage | typeof NO_RECIPIENT | null>;

const renderers = new Map<string, OutboxRenderer>();

/**
 * Registers the renderer of one kind of row. The application registers the same renderers each time it is built;
 * a second, different renderer for a kind is a wiring mistake and stops the start.
 */
export function registerOutboxRenderer(kind: string, render: OutboxRenderer): void {
  const known = renderers.get(kind);
  if (known && known !== render) throw new Error(`outbox: the kind ${kind} already has another renderer`);
  renderers.set(kind, render);
}

export const MAIL_MAX_ATTEMPTS = 8;
/** Seconds before the next try after the n-th failure: 30 s, 1, 2, 4 … minutes, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

export interface MailDeliveryDeps {
  /** The context the renderers draw their messages in. */
  booking: OrderContext;
  mailer: Mailer;
  /** Sends the outbox's SMS rows (the disruption notices); without it they wait and are retried. */
  sms?: SmsSender | undefined;
  /** The providers by name: the payments module's renderer has the sandbox make its payment code SMS. */
  paymentProviders?: ReadonlyMap<string, PaymentProvider> | undefined;
  log?: FastifyBaseLogger | undefined;
}

/**
 * The id an SMS carries to the gateway: its outbox row's, the same on every try, so a gateway that took an
 * earlier try (whose answer was lost) recognises the retry and does not send it twice. A payment code SMS is
 * made anew on each try (a fresh code replaces the one before), so each try is a message of its own: the
 * row's id and the try's number (`123r2`; ids stay within the gateway's 12 characters).
 */
export const smsMessageId = (row: Pick<MailOutboxRow, 'id' | 'attempts'>, freshEachTry = false) =>
  freshEachTry ? `${row.id}r${row.attempts}` : String(row.id);

/** A row is marked sent only once the mailer took the message; one that cannot be built is a dead letter. */
async function deliverOne(deps: MailDeliveryDeps, row: MailOutboxRow): Promise<boolean> {
  try {
    const render = renderers.get(row.kind);
    const message = render ? await render(deps, row) : null;
    if (message === NO_RECIPIENT) {
      // Nobody is to get it by design (a recovery for an address without an account): closed, never "sent".
      await markMailFailed(deps.booking.db, row.id, 'no recipient', null);
      return false;
    }
    if (!message) {
      deps.log?.error({ outboxId: row.id, kind: row.kind }, 'mail outbox: nothing to send for this row');
      await markMailFailed(deps.booking.db, row.id, `no message for ${row.kind}`, null);
      return false;
    }
    if ('sms' in message) {
      if (!deps.sms) throw new Error('no SMS sender');
      const receipt = await deps.sms.send({ ...message.sms, id: smsMessageId(row, message.freshEachTry) });
      if (receipt.duplicate)
        deps.log?.warn({ outboxId: row.id }, 'SMS gateway had this id already: an earlier try got through');
      if (receipt.providerMessageId) await markSmsAccepted(deps.booking.db, row.id, receipt.providerMessageId);
      else await markMailSent(deps.booking.db, row.id);
      return true;
    }
    await deps.mailer.send(message);
    await markMailSent(deps.booking.db, row.id);
    return true;
  } catch (error) {
    if (error instanceof SmsSendError && error.kind === 'permanent') {
      // Trying again cannot help (bad number, no balance, refused credentials): closed with the gateway's reason.
      deps.log?.error({ outboxId: row.id, reason: error.reason }, 'SMS refused by the gateway');
      await markSmsRefused(deps.booking.db, row.id, error.reason);
      return false;
    }
    deps.log?.error({ err: error, outboxId: row.id }, 'mail outbox: sending failed');
    const retry = row.attempts >= MAIL_MAX_ATTEMPTS ? null : backoffSeconds(row.attempts);
    await markMailFailed(deps.booking.db, row.id, error instanceof Error ? error.message : String(error), retry);
    return false;
  }
}

/**
 * Sends one outbox row right away (a one-time code must not wait for the loop). It is claimed like the loop
 * claims rows, by a conditional update: whichever process claims it first sends it, the other gets nothing;
 * a row the loop holds, or one already sent, is left alone. Answers whether this call sent it.
 */
export async function deliverMailNow(deps: MailDeliveryDeps, id: number): Promise<boolean> {
  const row = await claimMail(deps.booking.db, id);
  return row ? deliverOne(deps, row) : false;
}

/** Sends the due outbox rows once; answers how many were sent. Run by the job and called by tests. */
export async function deliverPendingMail(deps: MailDeliveryDeps, limit = 20): Promise<number> {
  const rows = await claimDueMail(deps.booking.db, limit);
  let sent = 0;
  for (const row of rows) if (await deliverOne(deps, row)) sent += 1;
  return sent;
}

/** How long an SMS's delivery report is awaited before its state is given up as unknown. */
export const SMS_REPORT_WINDOW_SECONDS = 72 * 3600;

/**
 * Reads the gateway's delivery reports of the SMS it took and has not finally reported on, each at most every
 * `recheckAfterSeconds`, and records them on their outbox rows (a final status is never moved back). An SMS
 * without a final report after SMS_REPORT_WINDOW_SECONDS is closed as unknown. Answers how many rows changed
 * status. A gateway that cannot answer now leaves the rows for the next round.
 */
export async function pollSmsDeliveryReports(
  deps: Pick<MailDeliveryDeps, 'booking' | 'sms' | 'log'>,
  options: { recheckAfterSeconds?: number; limit?: number } = {},
): Promise<number> {
  const sms = deps.sms;
  if (!sms?.checkDelivery) return 0;
  const rows = await findSmsAwaitingReport(deps.booking.db, options.recheckAfterSeconds ?? 60, options.limit ?? 50);
  let changed = 0;
  for (const row of rows) {
    let report;
    try {
      report = await sms.checkDelivery(row.providerMessageId);
    } catch (error) {
      deps.log?.warn({ err: error, outboxId: row.id }, 'SMS delivery report could not be read');
      // Checked all the same, so one message the gateway will not answer about does not hold up the others.
      await recordSmsReport(deps.booking.db, row.id, null);
      continue;
    }
    if (!report && row.ageSeconds >= SMS_REPORT_WINDOW_SECONDS)
      report = { status: 'unknown' as const, reason: 'no final delivery report within 72 hours' };
    // A late report of an earlier stage (queued after sent) does not move the status back.
    const earlier = report !== null && rankOf(report.status) < rankOf(row.deliveryStatus);
    await recordSmsReport(deps.booking.db, row.id, earlier ? null : report);
    if (report && !earlier && report.status !== row.deliveryStatus) changed += 1;
  }
  return changed;
}

/** Open statuses in the order a message goes through them; every final one comes after them all. */
const rankOf = (status: string) =>
  FINAL_SMS_DELIVERY_STATUSES.includes(status as SmsDeliveryStatus)
    ? 3
    : ['accepted', 'queued', 'sent'].indexOf(status);

/**
 * The `outbox` job of the job runner (shared/job-runner.ts; every 10 s, every process: rows are claimed one by
 * one): deliver mail and SMS, then read the SMS gateway's delivery reports.
 */
export function outboxJob(deps: MailDeliveryDeps, everyMs = 10_000): Job {
  return {
    name: 'outbox',
    everyMs,
    run: async () => {
      await deliverPendingMail(deps);
      await pollSmsDeliveryReports(deps);
    },
  };
}
