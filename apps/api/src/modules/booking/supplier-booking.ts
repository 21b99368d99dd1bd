/**
 * Booking an outside supplier's offer (docs/architecture.md, "Flight supply"). The order is ours and is made first,
 * with our reference for the supplier's order stored BEFORE the supplier is asked; then, when the offer may be held,
 * the supplier holds it while the traveller pays us. An offer that must be paid at once is booked with the supplier
 * only once our charge is confirmed (payments). Names go to the airline in Latin letters exactly as in the passport's
 * machine-readable zone; each infant on a lap travels with an adult.
 */
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_DEADLINE_MINUTES,
  calendarDateOf,
  parseIsoDate,
  type BookingCreated,
  type Language,
  type bookingRequestSchema,
} from '@sapar/contracts';
import type { z } from 'zod';
import type { SupplierOffer } from '../../providers/flights/flight-supplier.js';
import { checkSupplierName } from '../../providers/flights/duffel-orders.js';
import type { SupplierOrder, SupplierOrders, SupplierTraveller } from '../../providers/flights/supplier-orders.js';
import { SupplierError } from '../../providers/flights/flight-supplier.js';
import { AppError } from '../../shared/app-error.js';
import { recordBookingCreated } from '../../shared/metrics.js';
import { repriceSearchOffer, type ConfiguredSupplier, type StoredOffer } from '../flights/index.js';
import {
  createOrder,
  findOrderByNumber,
  insertSupplierOrder,
  shortenPaymentDeadline,
  signOrderToken,
  transitionOrder,
  transitionSupplierOrder,
  type NewOrderPassenger,
} from '../orders/index.js';
import {
  deleteBookingRequest,
  findBookingRequest,
  insertBookingRequest,
  lockIdempotencyKey,
} from './booking.repository.js';
import type { OrderContext as BookingContext } from '../orders/index.js';
import { PriceChangedError, type BookingOutcome } from './booking-outcome.js';

type BookingInput = z.output<typeof bookingRequestSchema>;

/** An outside offer chosen for booking, with the supplier that sells it. */
export interface SupplierChoice {
  offer: StoredOffer & { outside: NonNullable<StoredOffer['outside']> };
  configured: ConfiguredSupplier & { orders: SupplierOrders };
}

/** Hold deadlines of the airline are kept with this margin: our order expires first, so the hold is never paid late. */
const HOLD_DEADLINE_MARGIN_MS = 5 * 60_000;

/** Our passengers in the order the supplier's passenger ids were asked (adults, children, infants with, without seat). */
function supplierRank(p: Pick<NewOrderPassenger, 'type' | 'withSeat'>): number {
  if (p.type === 'ADLT') return 0;
  if (p.type === 'CHLD') return 1;
  return p.withSeat ? 2 : 3;
}

/** Each of our passengers' supplier id, by position (a stable sort keeps the form's order inside each group). */
export function assignPassengerRefs(passengers: readonly NewOrderPassenger[], refs: readonly string[]): string[] {
  const ordered = [...passengers].sort((a, b) => supplierRank(a) - supplierRank(b) || a.position - b.position);
  const byPosition: string[] = [];
  ordered.forEach((p, i) => {
    byPosition[p.position] = refs[i] ?? '';
  });
  return byPosition;
}

/** The airline's names rule and the lap infants: all problems at once, as field errors. */
export function checkSupplierPassengers(passengers: readonly NewOrderPassenger[]): void {
  const errors: Record<string, 'passport_name_rule' | 'infant_without_adult'> = {};
  for (const p of passengers) {
    for (const [name, value] of [
      ['first_name', p.firstName],
      ['last_name', p.lastName],
    ] as const) {
      if (!checkSupplierName(value).ok) errors[`passengers.${p.position}.${name}`] = 'passport_name_rule';
    }
  }
  const adults = passengers.filter((p) => p.type === 'ADLT').length;
  const lapInfants = passengers.filter((p) => p.type === 'INFT' && !p.withSeat);
  if (lapInfants.length > adults)
    for (const infant of lapInfants.slice(adults))
      errors[`passengers.${infant.position}.type`] = 'infant_without_adult';
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fieldErrors: errors });
}

/** Travellers as the airline has them; each lap infant tied to an adult, in order. */
export function toSupplierTravellers(
  passengers: readonly NewOrderPassenger[],
  refs: readonly string[],
  contact: { email: string; phone: string },
  withDocuments: boolean,
): SupplierTraveller[] {
  const adults = passengers.filter((p) => p.type === 'ADLT');
  const lapInfants = passengers.filter((p) => p.type === 'INFT' && !p.withSeat);
  const infantOf = new Map(lapInfants.map((infant, i) => [adults[i]!.position, refs[infant.position]!]));
  return passengers.map((p) => {
    const female = p.gender === 'female';
    return {
      passengerRef: refs[p.position]!,
      title: female ? 'ms' : 'mr',
      gender: female ? 'f' : 'm',
      givenName: p.firstName,
      familyName: p.lastName,
      bornOn: p.birthDate,
      email: contact.email,
      phone: contact.phone,
      document:
        withDocuments && p.documentExpiry
          ? { type: 'passport', number: p.documentNumber, issuingCountry: p.citizenship, expiresOn: p.documentExpiry }
          : null,
      infantRef: infantOf.get(p.position) ?? null,
    };
  });
}

/** The trip's first and last day (local dates at the airports) and whether it leaves Kyrgyzstan. */
export function supplierTrip(ctx: BookingContext, offer: StoredOffer) {
  const segments = offer.segments ?? [];
  const first = segments[0]!;
  const last = segments.at(-1)!;
  const airports = ctx.flights.inventory.catalog.airports;
  const isInternational = segments.some(
    (s) => airports.get(s.origin)?.country !== 'KG' || airports.get(s.destination)?.country !== 'KG',
  );
  return {
    flightDate: parseIsoDate(first.departsLocal.slice(0, 10)) ?? calendarDateOf(new Date(first.departsAt)),
    lastFlightDate: parseIsoDate(last.departsLocal.slice(0, 10)) ?? calendarDateOf(new Date(last.departsAt)),
    isInternational,
  };
}

/**
 * The offer as the supplier sells it now: 410 when gone; a new price is stored on the search and answered as a 409
 * with the new total to accept (the same as a reprice before the passenger step).
 */
async function currentSupplierOffer(
  ctx: BookingContext,
  input: BookingInput,
  choice: SupplierChoice,
  now: number,
): Promise<SupplierOffer> {
  const { offer, configured } = choice;
  let repriced;
  try {
    repriced = await configured.supplier.reprice(offer.outside.ref, offer.outside.price.supplierTotal);
  } catch {
    throw new AppError('service_unavailable', { message: 'supplier_unavailable', params: { seconds: 10 } });
  }
  if (repriced.status === 'gone') throw new AppError('offer_gone');
  if (repriced.status === 'changed') {
    const answer = await repriceSearchOffer(ctx.flights, input.search_id, offer.id, now);
    throw new PriceChangedError(answer.fare.price.total);
  }
  return repriced.offer;
}

export interface SupplierBookingRequest {
  idempotencyKey: string;
  language: Language;
  userId: string | null;
  clientIp?: string | null;
  hash: string;
}

/**
 * Books an outside offer: the order and the supplier order record (our reference) in one transaction, then the hold
 * at the supplier. A hold refused for good cancels our order before the traveller pays anything.
 */
export async function createSupplierBooking(
  ctx: BookingContext,
  input: BookingInput,
  choice: SupplierChoice,
  passengers: NewOrderPassenger[],
  request: SupplierBookingRequest,
  replay: () => Promise<BookingOutcome | null>,
  now: number,
): Promise<BookingOutcome> {
  checkSupplierPassengers(passengers);
  const { offer, configured } = choice;
  const quotedTotal = offer.total;
  if (offer.total !== (input.accept_price ?? quotedTotal)) throw new PriceChangedError(offer.total);
  const supplierOffer = await currentSupplierOffer(ctx, input, choice, now);
  const refs = assignPassengerRefs(passengers, supplierOffer.passengerRefs);
  if (refs.length !== passengers.length || refs.some((r) => !r)) throw new AppError('offer_gone');
  const mode = supplierOffer.requiresInstantPayment ? 'instant' : 'hold';
  const clientRef = `sap_${randomUUID().replaceAll('-', '')}`;
  const deadline = new Date(Math.min(now + PAYMENT_DEADLINE_MINUTES * 60_000, offer.outside.expiresAt));

  const outcome = await ctx.db.transaction(async (tx): Promise<BookingOutcome | 'replay'> => {
    await lockIdempotencyKey(tx, request.idempotencyKey);
    if (await findBookingRequest(tx, request.idempotencyKey)) return 'replay';
    const row = await createOrder(
      tx,
      {
        userId: request.userId,
        contactEmail: input.contact.email.trim().toLowerCase(),
        partnerRef: input.ref ?? null,
        contactPhone: input.contact.phone.trim(),
        language: request.language,
        searchId: input.search_id,
        totalPrice: offer.total,
        itinerary: { offers: [offer], flights: [] },
        paymentDeadline: deadline,
        clientIp: request.clientIp ?? null,
      },
      passengers,
      [],
    );
    // Our reference is stored before the supplier hears of it: whatever happens to its answer, it is found by it.
    await insertSupplierOrder(tx, {
      orderId: row.id,
      supplier: configured.orders.name,
      clientRef,
      offerRef: supplierOffer.offerRef,
      mode,
      totalAmount: supplierOffer.total.amount,
      totalCurrency: supplierOffer.total.currency,
      totalSom: offer.total,
      rate: offer.outside.price.rate,
      passengerRefs: refs,
    });
    const response: BookingCreated = {
      order_number: row.number,
      status: 'booked',
      total_price: offer.total,
      currency: 'KGS',
      payment_deadline: deadline.toISOString(),
      order_token: signOrderToken(ctx.config.jwtSecret, row),
    };
    if (
      !(await insertBookingRequest(tx, {
        key: request.idempotencyKey,
        requestHash: request.hash,
        orderId: row.id,
        response,
      }))
    )
      return 'replay';
    return { response, replayed: false };
  });
  if (outcome === 'replay') {
    const replayed = await replay();
    if (!replayed) throw new AppError('internal');
    return replayed;
  }
  if (mode === 'hold') {
    const travellers = toSupplierTravellers(
      passengers,
      refs,
      { email: input.contact.email.trim().toLowerCase(), phone: input.contact.phone.trim() },
      supplierOffer.identityDocumentsRequired,
    );
    const order = (await findOrderByNumber(ctx.db, outcome.response.order_number))!.id;
    const held = await holdAtSupplier(ctx, configured.orders, order, supplierOffer, travellers, clientRef);
    if (!held) {
      // Refused for good before anything was paid: our order is cancelled and the key may book again.
      await ctx.db.transaction(async (tx) => {
        await transitionSupplierOrder(tx, order, 'failed', { failureReason: 'hold_refused' }, ['booking']);
        await transitionOrder(tx, order, 'cancelled', {}, ['booked']);
        await deleteBookingRequest(tx, request.idempotencyKey);
      });
      throw new AppError('offer_gone');
    }
  }
  recordBookingCreated();
  return outcome;
}

/** What a supplier order says, as our record keeps it. */
export function supplierFacts(order: SupplierOrder) {
  return {
    supplierOrderRef: order.orderRef,
    bookingReference: order.bookingReference,
    paymentRequiredBy: order.paymentRequiredBy === null ? null : new Date(order.paymentRequiredBy),
    syncedAt: new Date(),
  };
}

/**
 * Asks the supplier to hold the offer; false when it refused for good. An ambiguous answer is reconciled by our
 * reference first (never a second order); 202 leaves the record pending for the webhook or the polling job.
 */
async function holdAtSupplier(
  ctx: BookingContext,
  orders: SupplierOrders,
  orderId: string,
  offer: SupplierOffer,
  travellers: SupplierTraveller[],
  clientRef: string,
): Promise<boolean> {
  let made: SupplierOrder | null = null;
  try {
    const answer = await orders.book(offer, travellers, 'hold', clientRef);
    if (answer.status === 'accepted') {
      await ctx.db.transaction((tx) => transitionSupplierOrder(tx, orderId, 'pending', {}, ['booking']));
      return true;
    }
    made = answer.order;
  } catch (error) {
    if (!(error instanceof SupplierError) || !['ambiguous', 'unavailable'].includes(error.kind)) return false;
    made = await orders.findByClientRef(clientRef, { offerRef: offer.offerRef }).catch(() => null);
    // Not found after an ambiguous answer: the polling job asks again; the order stays unpaid until then.
    if (!made) return error.kind === 'ambiguous';
  }
  const facts = supplierFacts(made);
  await ctx.db.transaction(async (tx) => {
    await transitionSupplierOrder(tx, orderId, 'held', facts, ['booking', 'pending']);
    // The airline's deadline, less a margin, is our order's too.
    if (facts.paymentRequiredBy)
      await shortenPaymentDeadline(tx, orderId, new Date(facts.paymentRequiredBy.getTime() - HOLD_DEADLINE_MARGIN_MS));
  });
  return true;
}
