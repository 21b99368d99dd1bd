/**
 * All SQL of the orders module: orders, their passengers and tickets, and the seats they hold.
 * Every status change is a guarded transition (order-state.ts): a conditional update that exactly
 * one of several racing callers wins. The flights' cabins take and give back the seats through the
 * flights module (flights/cabin-seats.ts), which announces every change to the seat readers.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OrderStatus, TicketStatus } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import { releaseCabinSeats, type Cabin } from '../flights/index.js';
import { orderSourcesOf, ticketSourcesOf } from './order-state.js';
import { order, orderLeg, orderNote, orderPassenger } from './orders.schema.js';

export type OrderRow = typeof order.$inferSelect;
export type OrderPassengerRow = typeof orderPassenger.$inferSelect;
export type OrderLegRow = typeof orderLeg.$inferSelect;
export type NewOrderPassenger = Omit<typeof orderPassenger.$inferInsert, 'orderId' | 'id'>;
type OrderChange = Omit<PgUpdateSetSource<typeof order>, 'id' | 'status'>;

export interface LegSeats {
  flightId: number;
  cabin: Cabin;
  seats: number;
}

/**
 * Moves the order to `to` from any status the state machine allows (narrowed by `from`), with the
 * other columns of `change`. Answers the updated row, or null when the order was not in such a status
 * (someone else moved it first): the caller must then stop, not carry on.
 */
export async function transitionOrder(
  tx: Executor,
  orderId: string,
  to: OrderStatus,
  change: OrderChange = {},
  from?: readonly OrderStatus[],
): Promise<OrderRow | null> {
  const sources = orderSourcesOf(to, from);
  if (sources.length === 0) throw new Error(`orders: no transition to ${to} from ${from?.join(', ')}`);
  const [row] = await tx
    .update(order)
    .set({ ...change, status: to })
    .where(and(eq(order.id, orderId), inArray(order.status, sources)))
    .returning();
  return row ?? null;
}

/** Moves the tickets of these passenger positions from `from` to `to`; answers how many moved. */
export async function transitionTickets(
  tx: Executor,
  orderId: string,
  positions: readonly number[] | 'all',
  from: TicketStatus,
  to: TicketStatus,
): Promise<number> {
  if (!ticketSourcesOf(to, [from]).length) throw new Error(`orders: no ticket transition ${from} -> ${to}`);
  if (positions !== 'all' && positions.length === 0) return 0;
  const rows = await tx
    .update(orderPassenger)
    .set({ ticketStatus: to })
    .where(
      and(
        eq(orderPassenger.orderId, orderId),
        eq(orderPassenger.ticketStatus, from),
        positions === 'all' ? undefined : inArray(orderPassenger.position, [...positions]),
      ),
    )
    .returning({ id: orderPassenger.id });
  return rows.length;
}

/** Inserts the order under `number`; false when that number is taken (the caller draws another). */
export async function insertOrder(tx: Executor, values: typeof order.$inferInsert): Promise<OrderRow | null> {
  const [row] = await tx.insert(order).values(values).onConflictDoNothing({ target: order.number }).returning();
  return row ?? null;
}

export async function insertOrderDetails(
  tx: Executor,
  orderId: string,
  passengers: readonly NewOrderPassenger[],
  legs: readonly LegSeats[],
): Promise<void> {
  await tx.insert(orderPassenger).values(passengers.map((p) => ({ ...p, orderId })));
  // An outside supplier's order holds no seats of ours: no legs.
  if (legs.length > 0) await tx.insert(orderLeg).values(legs.map((l) => ({ ...l, orderId })));
}

export async function findOrderByNumber(db: Executor, number: string, forUpdate = false): Promise<OrderRow | null> {
  const query = db.select().from(order).where(eq(order.number, number)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderById(db: Executor, id: string, forUpdate = false): Promise<OrderRow | null> {
  const query = db.select().from(order).where(eq(order.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderPassengers(db: Executor, orderId: string): Promise<OrderPassengerRow[]> {
  return db
    .select()
    .from(orderPassenger)
    .where(eq(orderPassenger.orderId, orderId))
    .orderBy(asc(orderPassenger.position));
}

/**
 * Expires a booked order and gives its seats back, exactly once: only the transaction whose
 * conditional update moves the order out of 'booked' releases the seats. (After-sales'
 * expireOrderAndReleaseSeats calls it and expires an exchange order's exchange too.)
 */
export async function expireOrder(tx: Executor, orderId: string): Promise<boolean> {
  if (!(await transitionOrder(tx, orderId, 'expired', { expiredAt: sql`now()` }))) return false;
  const legs = await tx.select().from(orderLeg).where(eq(orderLeg.orderId, orderId)).orderBy(asc(orderLeg.flightId));
  await releaseCabinSeats(tx, legs);
  return true;
}

/** Booked orders past their payment deadline (by the database clock), but for `except` (orders a payment holds). */
export async function findOverdueOrderIds(
  db: Executor,
  limit: number,
  except: readonly string[] = [],
): Promise<string[]> {
  const rows = await db
    .select({ id: order.id })
    .from(order)
    .where(
      and(
        eq(order.status, 'booked'),
        lte(order.paymentDeadline, sql`now()`),
        except.length > 0 ? notInArray(order.id, [...except]) : undefined,
      ),
    )
    .orderBy(asc(order.paymentDeadline))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function isPastDeadline(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ past: sql<boolean>`${order.paymentDeadline} <= now()` })
    .from(order)
    .where(eq(order.id, orderId));
  return row?.past ?? false;
}

export async function markOrderPaid(tx: Executor, orderId: string): Promise<boolean> {
  return (await transitionOrder(tx, orderId, 'paid', { paidAt: sql`now()` })) !== null;
}

/** Agency prefix of e-ticket numbers (3 digits) before the 10 digits of the sequence. */
export const TICKET_NUMBER_PREFIX = '695';

/** Numbers every passenger's e-ticket and marks the order ticketed; the confirmation email is queued with it. */
export async function ticketOrder(tx: Executor, orderId: string, recipient: string): Promise<boolean> {
  await tx
    .update(orderPassenger)
    .set({ ticketNumber: sql`${TICKET_NUMBER_PREFIX} || lpad(nextval('ticket_number_seq')::text, 10, '0')` })
    .where(and(eq(orderPassenger.orderId, orderId), isNull(orderPassenger.ticketNumber)));
  if (!(await transitionOrder(tx, orderId, 'ticketed', { ticketedAt: sql`now()` }, ['paid']))) return false;
  await tx.insert(mailOutbox).values({ kind: 'order_confirmation', orderId, recipient });
  return true;
}

export async function findOrderLegs(db: Executor, orderId: string): Promise<OrderLegRow[]> {
  return db.select().from(orderLeg).where(eq(orderLeg.orderId, orderId)).orderBy(asc(orderLeg.flightId));
}

/** Gives `seats` of every held leg of the order back to the flights (legs in flight-id order). */
export async function releaseSeats(
  tx: Executor,
  orderId: string,
  seats: number,
  flightIds?: ReadonlySet<number>,
): Promise<void> {
  if (seats <= 0) return;
  for (const leg of await findOrderLegs(tx, orderId)) {
    if (flightIds && !flightIds.has(leg.flightId)) continue;
    const take = Math.min(seats, leg.seats);
    if (take === 0) continue;
    await releaseCabinSeats(tx, [{ flightId: leg.flightId, cabin: leg.cabin, seats: take }]);
    await tx
      .update(orderLeg)
      .set({ seats: sql`${orderLeg.seats} - ${take}` })
      .where(and(eq(orderLeg.orderId, orderId), eq(orderLeg.flightId, leg.flightId), eq(orderLeg.cabin, leg.cabin)));
  }
}

/**
 * Hands the order's held legs of `flightIds` to another order (the unchanged leg of an exchange).
 * The flights' seats stay as they are: nothing to announce.
 */
export async function moveLegs(
  tx: Executor,
  fromOrderId: string,
  toOrderId: string,
  flightIds: readonly number[],
): Promise<void> {
  if (flightIds.length === 0) return;
  await tx
    .update(orderLeg)
    .set({ orderId: toOrderId })
    .where(and(eq(orderLeg.orderId, fromOrderId), inArray(orderLeg.flightId, [...flightIds])));
}

/** Orders in these statuses that hold seats on the flight (the disruption path finds its travellers so). */
export async function findOrdersOnFlight(
  db: Executor,
  flightId: number,
  statuses: readonly OrderStatus[],
): Promise<OrderRow[]> {
  const holding = db
    .select({ id: orderLeg.orderId })
    .from(orderLeg)
    .where(and(eq(orderLeg.flightId, flightId), sql`${orderLeg.seats} > 0`));
  return db
    .select()
    .from(order)
    .where(and(inArray(order.id, holding), inArray(order.status, [...statuses])))
    .orderBy(asc(order.createdAt));
}

interface SnapshotFlight {
  id: number;
  departsAt: number;
  arrivesAt: number;
}
interface SnapshotOffer {
  flightIds: number[];
  departsAt: number;
  durationMin: number;
}

/**
 * A retimed flight in the itineraries of the orders holding seats on it (any status): the flight's times,
 * and the departure and duration of the offers that fly it. What the order page, the e-ticket and the
 * emails show follows. Answers how many orders changed.
 */
export async function retimeOrderItineraries(
  tx: Executor,
  flightId: number,
  departsAt: number,
  arrivesAt: number,
): Promise<number> {
  const holding = tx
    .select({ id: orderLeg.orderId })
    .from(orderLeg)
    .where(and(eq(orderLeg.flightId, flightId), sql`${orderLeg.seats} > 0`));
  const rows = await tx
    .select({ id: order.id, itinerary: order.itinerary })
    .from(order)
    .where(inArray(order.id, holding))
    .for('update');
  let changed = 0;
  for (const row of rows) {
    const itinerary = row.itinerary as { offers: SnapshotOffer[]; flights: SnapshotFlight[] };
    if (!itinerary.flights.some((f) => f.id === flightId)) continue;
    const flights = itinerary.flights.map((f) => (f.id === flightId ? { ...f, departsAt, arrivesAt } : f));
    const byId = new Map(flights.map((f) => [f.id, f]));
    const offers = itinerary.offers.map((o) => {
      if (!o.flightIds.includes(flightId)) return o;
      const first = byId.get(o.flightIds[0]!);
      const last = byId.get(o.flightIds.at(-1)!);
      return first && last
        ? { ...o, departsAt: first.departsAt, durationMin: Math.round((last.arrivesAt - first.departsAt) / 60_000) }
        : o;
    });
    await tx
      .update(order)
      .set({ itinerary: { ...itinerary, offers, flights } })
      .where(eq(order.id, row.id));
    changed += 1;
  }
  return changed;
}

export async function findOrdersByIds(db: Executor, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(order)
    .where(inArray(order.id, [...ids]));
}

/** The account's orders, newest first. */
/** An account's orders: its own, and those whose contact email is the account's verified email. */
export async function findUserOrders(
  db: Executor,
  userId: string,
  verifiedEmail: string | null = null,
  limit = 500,
): Promise<OrderRow[]> {
  const owned = eq(order.userId, userId);
  const where = verifiedEmail ? or(owned, sql`lower(${order.contactEmail}) = ${verifiedEmail}`) : owned;
  return db.select().from(order).where(where).orderBy(desc(order.createdAt)).limit(limit);
}

/** The passengers of several orders at once, in passenger order. */
export async function findPassengersOfOrders(db: Executor, orderIds: readonly string[]): Promise<OrderPassengerRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderPassenger)
    .where(inArray(orderPassenger.orderId, [...orderIds]))
    .orderBy(asc(orderPassenger.position));
}

// The back office ---------------------------------------------------------------------------------

const UPPER_CYRILLIC = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӨҮҢІЇЄҐ';
const LOWER_CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяөүңіїєґ';

/**
 * Case folding that does not depend on the database's locale (an embedded database may run in
 * the C locale, where lower() leaves Cyrillic alone): Cyrillic by translate(), Latin by lower().
 */
const folded = (column: SQL | AnyColumn) => sql`lower(translate(${column}, ${UPPER_CYRILLIC}, ${LOWER_CYRILLIC}))`;
export const foldCase = (text: string) => text.toLowerCase();

export interface StaffOrderFilter {
  /** Order number, contact email or phone, passenger surname or ticket number. */
  text?: string | undefined;
  status?: OrderStatus | undefined;
  /** Booked at or after this instant. */
  from?: Date | undefined;
  /** Booked before this instant. */
  until?: Date | undefined;
}

function staffOrderConditions(filter: StaffOrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(order.status, filter.status));
  if (filter.from) parts.push(gte(order.createdAt, filter.from));
  if (filter.until) parts.push(lt(order.createdAt, filter.until));
  const text = filter.text?.trim();
  if (text) {
    const lowered = foldCase(text);
    const like = `%${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A phone typed in the national form (0700 …) matches the stored international one (+996 700 …).
    const digits = text.replace(/\D/g, '');
    const phoneDigits = digits.replace(/^0+/, '');
    const anyOf: SQL[] = [
      eq(order.number, text.toUpperCase()),
      sql`lower(${order.contactEmail}) like ${like}`,
      sql`exists (select 1 from order_passenger p where p.order_id = ${order.id} and (${folded(sql`p.last_name`)} like ${like} or p.ticket_number = ${digits || text}))`,
    ];
    if (phoneDigits.length >= 5)
      anyOf.push(sql`regexp_replace(${order.contactPhone}, '[^0-9]', '', 'g') like ${`%${phoneDigits}%`}`);
    parts.push(or(...anyOf)!);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function searchOrdersForStaff(
  db: Executor,
  filter: StaffOrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const where = staffOrderConditions(filter);
  const rows = await db
    .select()
    .from(order)
    .where(where)
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(order).where(where);
  return { rows, count: total?.count ?? 0 };
}

/**
 * Staff cancel an unpaid order: booked -> cancelled through the guarded transition, and its seats go
 * back exactly once (only the transaction that moved the order releases them).
 */
export async function cancelUnpaidOrder(tx: Executor, orderId: string): Promise<boolean> {
  if (!(await transitionOrder(tx, orderId, 'cancelled', {}, ['booked']))) return false;
  const legs = await tx.select().from(orderLeg).where(eq(orderLeg.orderId, orderId)).orderBy(asc(orderLeg.flightId));
  await releaseCabinSeats(tx, legs);
  return true;
}

/** Queues the order's confirmation (with its receipt) again: the outbox builds it from the order as it is. */
export async function queueConfirmationAgain(tx: Executor, orderId: string, recipient: string): Promise<void> {
  await tx.insert(mailOutbox).values({ kind: 'order_confirmation', orderId, recipient });
}

export type OrderNoteRow = typeof orderNote.$inferSelect;

export async function insertOrderNote(
  tx: Executor,
  values: { orderId: string; staffId: string; text: string },
): Promise<OrderNoteRow> {
  const [row] = await tx.insert(orderNote).values(values).returning();
  return row!;
}

export async function findOrderNotes(db: Executor, orderId: string): Promise<OrderNoteRow[]> {
  return db.select().from(orderNote).where(eq(orderNote.orderId, orderId)).orderBy(asc(orderNote.id));
}

// The dashboard and partners -------------------------------------------------------------------

/** A timestamp's day in Bishkek (UTC+6 all year), as yyyy-MM-dd. */
const bishkekDay = (column: SQL | AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;

/** Orders booked, and orders ticketed with their tickets and som, per Bishkek day since `from`. */
export async function findSalesByDay(
  db: Executor,
  from: Date,
): Promise<{
  booked: Map<string, number>;
  ticketed: Map<string, { orders: number; tickets: number; revenue: number }>;
}> {
  const bookedRows = await db
    .select({ day: bishkekDay(order.createdAt), orders: sql<number>`count(*)::int` })
    .from(order)
    .where(and(gte(order.createdAt, from), eq(order.kind, 'purchase')))
    .groupBy(sql`1`);
  const ticketedRows = await db
    .select({
      day: bishkekDay(order.ticketedAt),
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${order.totalPrice}), 0)::int`,
    })
    .from(order)
    .where(gte(order.ticketedAt, from))
    .groupBy(sql`1`);
  const ticketRows = await db
    .select({ day: bishkekDay(order.ticketedAt), tickets: sql<number>`count(*)::int` })
    .from(order)
    .innerJoin(orderPassenger, eq(orderPassenger.orderId, order.id))
    .where(and(gte(order.ticketedAt, from), isNotNull(orderPassenger.ticketNumber)))
    .groupBy(sql`1`);
  const tickets = new Map(ticketRows.map((r) => [r.day, Number(r.tickets)]));
  return {
    booked: new Map(bookedRows.map((r) => [r.day, Number(r.orders)])),
    ticketed: new Map(
      ticketedRows.map((r) => [
        r.day,
        { orders: Number(r.orders), tickets: tickets.get(r.day) ?? 0, revenue: Number(r.revenue) },
      ]),
    ),
  };
}

/** Orders ticketed in [from, until), oldest first (top routes, partner reports). */
export async function findTicketedOrders(
  db: Executor,
  from: Date,
  until: Date,
  partnerRef?: string,
  limit = 20_000,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(order)
    .where(
      and(
        gte(order.ticketedAt, from),
        lt(order.ticketedAt, until),
        partnerRef ? eq(order.partnerRef, partnerRef) : undefined,
      ),
    )
    .orderBy(asc(order.ticketedAt))
    .limit(limit);
}

/**
 * What of an order's som went back to the traveller: the amounts of its refunds the agency has decided to pay
 * ('completing', being paid out) or paid ('refunded'). A refund's penalty and agency fee are not in that amount:
 * they stay with the agency. Quoted, requested, rejected and expired refunds pay nothing back. Written against the
 * refunds' table by name: the after-sales module builds on this one, so this one cannot import its schema.
 */
const REFUNDED_BACK = sql<number>`(select coalesce(sum(r.amount_back), 0) from order_refund r
  where r.order_id = ${order.id} and r.status in ('completing', 'refunded'))`;

/** The som refunded of each of these orders, by id (orders with no refund paid are left out). */
export async function findRefundedBack(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: order.id, back: sql<number>`${REFUNDED_BACK}::int` })
    .from(order)
    .where(inArray(order.id, [...new Set(ids)]));
  return new Map(rows.filter((row) => Number(row.back) > 0).map((row) => [row.id, Number(row.back)]));
}

/**
 * Per partner code: orders brought, those ticketed and not refunded in full, and the som the agency kept of its
 * ticketed orders (what was paid less what went back; see REFUNDED_BACK).
 */
export async function findPartnerOrderStats(
  db: Executor,
): Promise<Array<{ code: string; orders: number; ticketedOrders: number; revenue: number }>> {
  const rows = await db
    .select({
      code: order.partnerRef,
      orders: sql<number>`count(*)::int`,
      ticketedOrders: sql<number>`count(*) filter (where ${order.ticketedAt} is not null and ${order.status} <> 'refunded')::int`,
      revenue: sql<number>`coalesce(sum(${order.totalPrice} - ${REFUNDED_BACK}) filter (where ${order.ticketedAt} is not null), 0)::int`,
    })
    .from(order)
    .where(sql`${order.partnerRef} is not null`)
    .groupBy(order.partnerRef);
  return rows.map((r) => ({
    code: r.code!,
    orders: Number(r.orders),
    ticketedOrders: Number(r.ticketedOrders),
    revenue: Number(r.revenue),
  }));
}
