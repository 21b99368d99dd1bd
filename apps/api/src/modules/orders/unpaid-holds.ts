/**
 * Unpaid holds per client: the seats of orders booked and not yet paid or past their payment deadline, per
 * flight, held by one contact (its email or its phone, normalised) and by one client address. Booking reads
 * them under its per-flight lock, so that nobody holds a whole flight without paying.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { order, orderLeg } from './orders.schema.js';

/**
 * The contact as compared across orders: the email in lower case without a "+tag" in its local part (one
 * mailbox), the phone as its digits only ("+996 555 12-34-56" and "996555123456" are one phone).
 */
export function contactKeys(email: string, phone: string): { email: string; phone: string } {
  return {
    email: email
      .trim()
      .toLowerCase()
      .replace(/\+[^@]*@/, '@'),
    phone: phone.replace(/\D/g, ''),
  };
}

const emailKey = sql`lower(regexp_replace(${order.contactEmail}, '\\+[^@]*@', '@'))`;
const phoneKey = sql`regexp_replace(${order.contactPhone}, '\\D', '', 'g')`;

export interface UnpaidHolds {
  /** Seats held by orders with this contact's email or phone. */
  contact: number;
  /** Seats held by orders booked from this address. */
  address: number;
}

/** Unpaid held seats per flight (every cabin) of this contact and this address; flights with none are left out. */
export async function findUnpaidHolds(
  db: Executor,
  flightIds: readonly number[],
  client: { email: string; phone: string; ip: string | null },
): Promise<Map<number, UnpaidHolds>> {
  if (flightIds.length === 0) return new Map();
  const keys = contactKeys(client.email, client.phone);
  const byContact = sql`(${emailKey} = ${keys.email} or (${keys.phone} <> '' and ${phoneKey} = ${keys.phone}))`;
  const byAddress = client.ip === null ? sql`false` : sql`${order.clientIp} = ${client.ip}`;
  const rows = await db
    .select({
      flightId: orderLeg.flightId,
      contact: sql<number>`coalesce(sum(${orderLeg.seats}) filter (where ${byContact}), 0)::int`,
      address: sql<number>`coalesce(sum(${orderLeg.seats}) filter (where ${byAddress}), 0)::int`,
    })
    .from(orderLeg)
    .innerJoin(order, eq(order.id, orderLeg.orderId))
    .where(
      and(
        inArray(orderLeg.flightId, [...new Set(flightIds)]),
        eq(order.status, 'booked'),
        gt(order.paymentDeadline, sql`now()`),
      ),
    )
    .groupBy(orderLeg.flightId);
  return new Map(rows.map((r) => [r.flightId, { contact: Number(r.contact), address: Number(r.address) }]));
}
