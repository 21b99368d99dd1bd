/** The SQL of SMS delivery state on the outbox rows: accepted by the gateway, refused by it, and its reports. */
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import type { SmsDeliveryStatus } from '../../providers/messaging/index.js';

/** Statuses a later report may still change. */
export const OPEN_SMS_STATUSES: SmsDeliveryStatus[] = ['accepted', 'queued', 'sent'];

/** The gateway took the SMS: the row is sent, and its delivery report is awaited under that id. */
export async function markSmsAccepted(db: Executor, id: number, providerMessageId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      sentAt: sql`now()`,
      lastError: null,
      providerMessageId,
      deliveryStatus: 'accepted',
      deliveryReason: null,
      deliveryCheckedAt: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** The gateway refused the SMS for good (bad number, no balance, credentials): closed as failed with its reason. */
export async function markSmsRefused(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      failedAt: sql`now()`,
      lastError: reason,
      deliveryStatus: 'rejected',
      deliveryReason: reason,
      deliveryCheckedAt: sql`now()`,
    })
    .where(eq(mailOutbox.id, id));
}

export interface SmsAwaitingReport {
  id: number;
  providerMessageId: string;
  deliveryStatus: SmsDeliveryStatus;
  /** Seconds since the gateway took it. */
  ageSeconds: number;
}

/** Accepted SMS without a final report whose last check is older than `recheckAfterSeconds`, oldest check first. */
export async function findSmsAwaitingReport(
  db: Executor,
  recheckAfterSeconds: number,
  limit: number,
): Promise<SmsAwaitingReport[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      providerMessageId: mailOutbox.providerMessageId,
      deliveryStatus: mailOutbox.deliveryStatus,
      ageSeconds: sql<number>`extract(epoch from now() - coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt}))::float8`,
    })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.deliveryStatus, OPEN_SMS_STATUSES),
        isNotNull(mailOutbox.providerMessageId),
        or(
          isNull(mailOutbox.deliveryCheckedAt),
          lte(mailOutbox.deliveryCheckedAt, sql`now() - make_interval(secs => ${recheckAfterSeconds})`),
        ),
      ),
    )
    .orderBy(sql`${mailOutbox.deliveryCheckedAt} asc nulls first`, asc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    providerMessageId: row.providerMessageId!,
    deliveryStatus: row.deliveryStatus as SmsDeliveryStatus,
    ageSeconds: Number(row.ageSeconds),
  }));
}

/**
 * Records a report read from the gateway. Only an open status moves (a final one is never overwritten by a late
 * or repeated report), and `status` is null when there is no news: the check time alone is kept.
 */
export async function recordSmsReport(
  db: Executor,
  id: number,
  report: { status: SmsDeliveryStatus; reason: string | null } | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      report
        ? { deliveryStatus: report.status, deliveryReason: report.reason, deliveryCheckedAt: sql`now()` }
        : { deliveryCheckedAt: sql`now()` },
    )
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.deliveryStatus, OPEN_SMS_STATUSES)));
}
