/**
 * Booking: the offers of a live search re-priced against current seats, the passengers checked
 * with the passenger form rules, the seats of every leg held in one transaction, and the order read back
 * by its owner, by a guest with the contact email, or through the signed link of the email.
 */
import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  PAYMENT_DEADLINE_MINUTES,
  calendarDateOf,
  formatDisplayDate,
  formatIsoDate,
  isLanguage,
  isLatinName,
  parseAnyDate,
  parseIsoDate,
  validatePassengerField,
  type BookingCreated,
  type CalendarDate,
  type Language,
  type Order,
  type OrderStatus,
  type PassengerField,
  type SelectionQuote,
  type SearchPassengers,
  type bookingRequestSchema,
} from '@sapar/contracts';
import type { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import { AppError, type AppErrorOptions } from '../../shared/app-error.js';
import { recordBookingCreated } from '../../shared/metrics.js';
import {
  cancelledFlightIds,
  holdSeats,
  loadCabinSeats,
  loadLiveSearch,
  lockCabins,
  priceItineraries,
  renderTicket,
  seatsNeeded,
  type CabinSeats,
  type ScheduledFlight,
  type StoredOffer,
  type TicketFlightSource,
} from '../flights/index.js';
import { findBookingRequest, insertBookingRequest, lockFlightHolds, lockIdempotencyKey } from './booking.repository.js';
import { PriceChangedError, type BookingOutcome } from './booking-outcome.js';
import { createSupplierBooking, supplierTrip, type SupplierChoice } from './supplier-booking.js';

export { PriceChangedError, type BookingOutcome } from './booking-outcome.js';
import { countriesExist } from '../reference/index.js';

/** For housekeeping (idempotency keys past their use). */
export { deleteOldBookingRequests } from './booking.repository.js';
import {
  findOrderByNumber,
  findUnpaidHolds,
  createOrder,
  signOrderToken,
  verifyOrderToken,
  type LegSeats,
  type NewOrderPassenger,
  type OrderPassengerRow,
  type OrderContext,
  type OrderRow,
} from '../orders/index.js';

/** Booking runs in the order context (the orders module defines it, so the modules below booking share it). */
export type BookingContext = OrderContext;

type BookingInput = z.output<typeof bookingRequestSchema>;
type FieldErrors = NonNullable<AppErrorOptions['fieldErrors']>;

/** What an order keeps of its itinerary: the offers as priced at booking and their flights. */
export interface ItinerarySnapshot {
  offers: StoredOffer[];
  flights: ScheduledFlight[];
}

/** Thrown out of the booking transaction (rolling it back) when another request took the same key. */
const REPLAY = Symbol('replay');

const noSeats = () => new AppError('no_seats');
const orderNotFound = () => new AppError('not_found', { message: 'order_not_found' });

function requestHash(input: BookingInput, userId: string | null): string {
  return createHash('sha256').update(JSON.stringify({ input, userId })).digest('hex');
}

/** The searched passenger mix a list of passengers makes up. */
export function passengerMix(
  passengers: ReadonlyArray<{ type: string; pensioner: boolean; with_seat: boolean }>,
): Omit<SearchPassengers, 'type'> {
  const mix = { adults: 0, pensioners: 0, kids: 0, babies_with_sit: 0, babies_without_sit: 0 };
  for (const p of passengers) {
    if (p.type === 'ADLT') mix[p.pensioner ? 'pensioners' : 'adults'] += 1;
    else if (p.type === 'CHLD') mix.kids += 1;
    else mix[p.with_seat ? 'babies_with_sit' : 'babies_without_sit'] += 1;
  }
  return mix;
}

function describeMix(mix: Omit<SearchPassengers, 'type'>): string {
  const parts: [number, string][] = [
    [mix.adults, 'ADLT'],
    [mix.pensioners, 'ADLT (65+)'],
    [mix.kids, 'CHLD'],
    [mix.babies_with_sit, 'INFT (seat)'],
    [mix.babies_without_sit, 'INFT'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${count} × ${label}`)
    .join(', ');
}

const field = (
  language: Language,
  name: string,
  type: PassengerField['type'],
  required: boolean,
  canExpired = false,
): PassengerField => ({
  name,
  label: translate(language, `label_${name}` as MessageKey),
  type,
  required,
  canExpired,
});

/** Every passenger rule (docs/product.md#passenger-form-rules), per passenger, plus Latin names abroad; all errors at once. */
async function validatePassengers(
  ctx: BookingContext,
  input: BookingInput,
  trip: { flightDate: CalendarDate; lastFlightDate: CalendarDate },
  isInternational: boolean,
  language: Language,
  today: CalendarDate,
): Promise<NewOrderPassenger[]> {
  const { flightDate, lastFlightDate } = trip;
  const errors: FieldErrors = {};
  const known = await countriesExist(
    ctx.db,
    input.passengers.map((p) => p.citizenship),
  );
  const passengers = input.passengers.map((p, i): NewOrderPassenger => {
    const at = (name: string) => `passengers.${i}.${name}`;
    const rule = {
      passengerType: p.type,
      flightDate,
      today,
      isPensioner: p.type === 'ADLT' && p.pensioner,
      lastFlightDate,
    };
    for (const name of ['first_name', 'last_name'] as const) {
      const issue = validatePassengerField(field(language, name, 'text', true), p[name], rule);
      if (issue) errors[at(name)] = issue;
      else if (isInternational && !isLatinName(p[name])) errors[at(name)] = { code: 'latin_only' };
    }
    // The birth-date rule reads dd.MM.yyyy: an ISO date is turned into that form first.
    const birth = parseAnyDate(p.birth_date);
    const birthIssue = validatePassengerField(
      field(language, 'birth_date', 'date_text', true),
      birth ? formatDisplayDate(birth) : p.birth_date,
      rule,
    );
    if (birthIssue) errors[at('birth_date')] = birthIssue;
    const numberIssue = validatePassengerField(
      field(language, 'document_number', 'text', true),
      p.document_number,
      rule,
    );
    if (numberIssue) errors[at('document_number')] = numberIssue;
    // The body may carry yyyy-MM-dd (as the web app sends it); the rules read the form people type.
    const expiry = p.document_expiry ? parseAnyDate(p.document_expiry) : null;
    const expiryIssue = validatePassengerField(
      field(language, 'document_expiry', 'date_text', isInternational, true),
      expiry ? formatDisplayDate(expiry) : (p.document_expiry ?? ''),
      rule,
    );
    if (expiryIssue) errors[at('document_expiry')] = expiryIssue;
    if (!known.has(p.citizenship)) errors[at('citizenship')] = 'invalid_enum';
    return {
      position: i,
      type: p.type,
      withSeat: p.type === 'INFT' ? p.with_seat : true,
      pensioner: p.type === 'ADLT' && p.pensioner,
      firstName: p.first_name.trim(),
      lastName: p.last_name.trim(),
      gender: p.gender,
      birthDate: birth ? formatIsoDate(birth) : '',
      citizenship: p.citizenship,
      documentType: p.document_type,
      documentNumber: p.document_number.trim(),
      documentExpiry: expiry ? formatIsoDate(expiry) : null,
    };
  });
  const emailIssue = validatePassengerField(field(language, 'email', 'email', true), input.contact.email, {
    passengerType: 'ADLT',
    flightDate,
    today,
  });
  if (emailIssue) errors['contact.email'] = emailIssue;
  const phoneIssue = validatePassengerField(field(language, 'phone', 'phone', true), input.contact.phone, {
    passengerType: 'ADLT',
    flightDate,
    today,
  });
  if (phoneIssue) errors['contact.phone'] = phoneIssue;
  const problems = Object.values(errors);
  if (problems.length === 0) return passengers;
  // A document that runs out mid-trip is the only problem: the answer names it (still 400, with the field).
  const isOnlyExpiry = problems.every(
    (problem) => typeof problem === 'object' && problem.code === 'document_expires_before_trip',
  );
  throw new AppError(isOnlyExpiry ? 'document_expires_before_trip' : 'validation_failed', { fieldErrors: errors });
}

function pickOffer(
  offers: readonly StoredOffer[],
  id: string | null | undefined,
  leg: 'there' | 'back',
  fieldName: string,
): StoredOffer {
  const offer = offers.find((o) => o.id === id && o.leg === leg);
  if (!offer)
    throw new AppError('validation_failed', {
      message: 'offer_not_found',
      fieldErrors: { [fieldName]: 'offer_not_found' },
    });
  // An outside supplier's offer reaches here only when it cannot be sold online (a supplier without its orders side,
  // or a round trip with it): refused before anything is written.
  if (offer.outside) throw new AppError('offer_not_bookable');
  return offer;
}

/** A one-way trip on an outside offer whose supplier takes orders: booked with that supplier (supplier-booking.ts). */
function outsideChoice(
  ctx: BookingContext,
  search: { offers: StoredOffer[]; params: { type: string } },
  input: OfferChoice,
): SupplierChoice | null {
  if (search.params.type === 'round_trip' || input.return_ticket) return null;
  const offer = search.offers.find((o) => o.id === input.outbound_ticket && o.leg === 'there');
  if (!offer?.outside || !offer.segments?.length) return null;
  const configured = (ctx.flights.outside ?? []).find((c) => c.supplier.name === offer.supplier);
  if (!configured?.orders) return null;
  return {
    offer: offer as SupplierChoice['offer'],
    configured: configured as SupplierChoice['configured'],
  };
}

/** The offer priced again on the locked seats; null when its fare family no longer has the seats. */
function repriceOffer(
  ctx: BookingContext,
  offer: StoredOffer,
  flights: ScheduledFlight[],
  seats: ReadonlyMap<number, CabinSeats>,
  passengers: SearchPassengers,
  now: number,
): StoredOffer | null {
  const priced = priceItineraries(
    [flights],
    seats,
    ctx.flights.inventory,
    { leg: offer.leg, cabin: offer.cabin, passengers, now },
    offer.supplier,
  );
  const same = priced.find((o) => o.family === offer.family);
  return same ? { ...same, id: offer.id } : null;
}

type OfferChoice = Pick<BookingInput, 'search_id' | 'outbound_ticket' | 'return_ticket'>;

/** The offers a buyer chose from a live search, with their flights (410 when the search expired). */
async function chosenOffers(ctx: BookingContext, input: OfferChoice, now: number) {
  const search = await loadLiveSearch(ctx.flights, input.search_id, now);
  const outbound = pickOffer(search.offers, input.outbound_ticket, 'there', 'outbound_ticket');
  let inbound: StoredOffer | null = null;
  if (search.params.type === 'round_trip')
    inbound = pickOffer(search.offers, input.return_ticket, 'back', 'return_ticket');
  else if (input.return_ticket)
    throw new AppError('validation_failed', {
      message: 'offer_not_found',
      fieldErrors: { return_ticket: 'offer_not_found' },
    });
  const offers = inbound ? [outbound, inbound] : [outbound];
  const inventory = ctx.flights.inventory;
  const flightsOf = offers.map((o) => o.flightIds.map((id) => inventory.flight(id)));
  if (flightsOf.some((list) => list.some((f) => !f))) {
    const cancelled = await cancelledFlightIds(
      ctx.db,
      offers.flatMap((o) => o.flightIds),
    );
    throw new AppError(cancelled.size > 0 ? 'flight_cancelled' : 'offer_unavailable');
  }
  return { search, offers, itineraries: flightsOf as ScheduledFlight[][] };
}

/**
 * Ticket selection: the chosen offers priced again on the seats as they are now (read, not held), so
 * the buyer sees a changed price before filling in passengers. Booking re-prices once more under lock.
 */
export async function quoteSelection(
  ctx: BookingContext,
  input: OfferChoice,
  language: Language,
  now = Date.now(),
): Promise<SelectionQuote> {
  const { search, offers, itineraries } = await chosenOffers(ctx, input, now);
  const cabin = offers[0]!.cabin;
  const seats = await loadCabinSeats(
    ctx.db,
    itineraries.flat().map((f) => f.id),
    cabin,
  );
  const priced = offers.map((offer, i) =>
    repriceOffer(ctx, offer, itineraries[i]!, seats, search.params.passengers, now),
  );
  if (priced.some((o) => !o)) throw noSeats();
  const current = priced as StoredOffer[];
  const quotedTotal = offers.reduce((sum, o) => sum + o.total, 0);
  const totalPrice = current.reduce((sum, o) => sum + o.total, 0);
  const source = { catalog: ctx.flights.inventory.catalog, flight: (id: number) => ctx.flights.inventory.flight(id) };
  return {
    search_id: input.search_id,
    tickets: current.map((o) => renderTicket(o, source, language)),
    quoted_total: quotedTotal,
    total_price: totalPrice,
    price_changed: totalPrice !== quotedTotal,
    currency: 'KGS',
    time_limit: Math.max(0, Math.floor((search.expiresAt.getTime() - now) / 1000)),
  };
}

/**
 * Refuses a booking that would let one contact (email or phone) or one client address hold more unpaid seats
 * on one of its flights than the limits (HOLD_SEATS_PER_CONTACT / HOLD_SEATS_PER_IP unless configured). Runs
 * under lockFlightHolds, so concurrent bookings of the same flights count each other's holds, in any process.
 */
async function checkHoldLimits(
  tx: Parameters<typeof findUnpaidHolds>[0],
  limits: { contact: number; address: number },
  legs: readonly LegSeats[],
  client: { email: string; phone: string; ip: string | null },
): Promise<void> {
  const held = await findUnpaidHolds(
    tx,
    legs.map((l) => l.flightId),
    client,
  );
  for (const leg of legs) {
    const flight = held.get(leg.flightId) ?? { contact: 0, address: 0 };
    if (flight.contact + leg.seats > limits.contact)
      throw new AppError('hold_limit_reached', { params: { limit: limits.contact } });
    if (flight.address + leg.seats > limits.address)
      throw new AppError('hold_limit_reached', { message: 'hold_limit_ip', params: { limit: limits.address } });
  }
}

/** The passengers booked are the mix the search was made for. */
function checkPassengerMix(input: BookingInput, searched: SearchPassengers): void {
  const mix = passengerMix(input.passengers);
  const expected = {
    adults: searched.adults,
    pensioners: searched.pensioners,
    kids: searched.kids,
    babies_with_sit: searched.babies_with_sit,
    babies_without_sit: searched.babies_without_sit,
  };
  if (JSON.stringify(mix) !== JSON.stringify(expected)) {
    throw new AppError('validation_failed', {
      message: 'passengers_mismatch',
      params: { expected: describeMix(expected) },
      fieldErrors: { passengers: 'passengers_mismatch' },
    });
  }
}

export async function createBooking(
  ctx: BookingContext,
  input: BookingInput,
  request: {
    idempotencyKey: string;
    language: Language;
    userId: string | null;
    /** The client's address (request.ip): unpaid holds are limited per address; null: not limited by it. */
    clientIp?: string | null;
  },
  now = Date.now(),
): Promise<BookingOutcome> {
  const hash = requestHash(input, request.userId);
  const replay = async (): Promise<BookingOutcome | null> => {
    const stored = await findBookingRequest(ctx.db, request.idempotencyKey);
    if (!stored) return null;
    if (stored.requestHash !== hash) throw new AppError('idempotency_key_reused');
    return { response: stored.response as BookingCreated, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const stored = await loadLiveSearch(ctx.flights, input.search_id, now);
  const supplierChoice = outsideChoice(ctx, stored, input);
  if (supplierChoice) {
    checkPassengerMix(input, stored.params.passengers);
    const trip = supplierTrip(ctx, supplierChoice.offer);
    const passengers = await validatePassengers(
      ctx,
      input,
      trip,
      trip.isInternational,
      request.language,
      calendarDateOf(new Date(now)),
    );
    return createSupplierBooking(ctx, input, supplierChoice, passengers, { ...request, hash }, replay, now);
  }

  const { search, offers, itineraries } = await chosenOffers(ctx, input, now);
  const allFlights = itineraries.flat();

  const searched = search.params.passengers;
  checkPassengerMix(input, searched);
  const airports = ctx.flights.inventory.catalog.airports;
  const isInternational = allFlights.some(
    (f) => airports.get(f.origin)?.country !== 'KG' || airports.get(f.destination)?.country !== 'KG',
  );
  const today = calendarDateOf(new Date(now));
  const flightDate = parseIsoDate(allFlights[0]!.serviceDate)!;
  // The documents must last the whole trip: up to the day the last flight leaves (local date).
  const lastFlight = allFlights.reduce((last, f) => (f.departsAt > last.departsAt ? f : last));
  const lastFlightDate = parseIsoDate(lastFlight.serviceDate)!;
  const passengers = await validatePassengers(
    ctx,
    input,
    { flightDate, lastFlightDate },
    isInternational,
    request.language,
    today,
  );

  const cabin = offers[0]!.cabin;
  const seatsPerLeg = seatsNeeded(searched);
  const legs: LegSeats[] = [...new Set(allFlights.map((f) => f.id))]
    .sort((a, b) => a - b)
    .map((flightId) => ({ flightId, cabin, seats: seatsPerLeg }));
  const quotedTotal = offers.reduce((sum, o) => sum + o.total, 0);

  const outcome = await ctx.db
    .transaction(async (tx): Promise<BookingOutcome | 'replay'> => {
      await lockIdempotencyKey(tx, request.idempotencyKey);
      if (await findBookingRequest(tx, request.idempotencyKey)) throw REPLAY;
      await lockFlightHolds(
        tx,
        legs.map((l) => l.flightId),
      );
      await checkHoldLimits(tx, { contact: ctx.config.holdSeatsPerContact, address: ctx.config.holdSeatsPerIp }, legs, {
        email: input.contact.email,
        phone: input.contact.phone,
        ip: request.clientIp ?? null,
      });
      const seats = await lockCabins(
        tx,
        cabin,
        legs.map((l) => l.flightId),
      );
      const priced = offers.map((offer, i) => repriceOffer(ctx, offer, itineraries[i]!, seats, searched, now));
      if (priced.some((o) => !o)) throw noSeats();
      const bookedOffers = priced as StoredOffer[];
      const total = bookedOffers.reduce((sum, o) => sum + o.total, 0);
      if (total !== (input.accept_price ?? quotedTotal)) throw new PriceChangedError(total);
      for (const leg of legs) {
        // A flight cancelled after this process's schedule was read holds nothing: say so, not "no seats".
        if (!(await holdSeats(tx, leg)))
          throw (await cancelledFlightIds(tx, [leg.flightId])).size > 0 ? new AppError('flight_cancelled') : noSeats();
      }

      const itinerary: ItinerarySnapshot = { offers: bookedOffers, flights: allFlights };
      const deadline = new Date(now + PAYMENT_DEADLINE_MINUTES * 60_000);
      const row = await createOrder(
        tx,
        {
          userId: request.userId,
          contactEmail: input.contact.email.trim().toLowerCase(),
          partnerRef: input.ref ?? null,
          contactPhone: input.contact.phone.trim(),
          language: request.language,
          searchId: input.search_id,
          totalPrice: total,
          itinerary,
          paymentDeadline: deadline,
          clientIp: request.clientIp ?? null,
        },
        passengers,
        legs,
      );
      const response: BookingCreated = {
        order_number: row.number,
        status: 'booked',
        total_price: total,
        currency: 'KGS',
        payment_deadline: deadline.toISOString(),
        order_token: signOrderToken(ctx.config.jwtSecret, row),
      };
      // A concurrent request with the same key won: roll this one back and answer its result.
      if (
        !(await insertBookingRequest(tx, { key: request.idempotencyKey, requestHash: hash, orderId: row.id, response }))
      )
        throw REPLAY;
      return { response, replayed: false };
    })
    .catch((error: unknown) => {
      if (error === REPLAY) return 'replay' as const;
      throw error;
    });
  if (outcome === 'replay') {
    const replayed = await replay();
    if (!replayed) throw new AppError('internal');
    return replayed;
  }
  recordBookingCreated();
  return outcome;
}

/** The flights of an order as they were booked, for rendering its tickets. */
export function snapshotSource(ctx: BookingContext, snapshot: ItinerarySnapshot): TicketFlightSource {
  const byId = new Map(snapshot.flights.map((f) => [f.id, f]));
  return { catalog: ctx.flights.inventory.catalog, flight: (id: number) => byId.get(id) };
}

/**
 * What a caller shows to act on an order: the account's access token (the owner, or an account whose verified
 * email is the order's contact email) or the order token (X-Order-Token or ?token=). The order number alone, or
 * with the contact email typed in, authorizes nothing.
 */
export interface OrderAccess {
  token?: string | undefined;
  userId?: string | null;
  /** The signed-in account's email, only when a mailed code proved it (users: `AuthUser.verifiedEmail`). */
  verifiedEmail?: string | null;
}

export const mayActOnOrder = (ctx: BookingContext, row: OrderRow, access: OrderAccess) =>
  (row.userId !== null && access.userId === row.userId) ||
  (!!access.verifiedEmail && access.verifiedEmail === row.contactEmail.trim().toLowerCase()) ||
  (!!access.token && verifyOrderToken(ctx.config.jwtSecret, row.number, access.token));

/** An order the caller may act on; anyone else gets the same 404 as for an order that does not exist. */
export async function loadAccessibleOrder(
  ctx: BookingContext,
  orderNumber: string,
  access: OrderAccess,
): Promise<OrderRow> {
  const row = await findOrderByNumber(ctx.db, orderNumber);
  if (!row || !mayActOnOrder(ctx, row, access)) throw orderNotFound();
  return row;
}

/** The order's token, for the links in its emails. */
export const orderTokenOf = (ctx: BookingContext, row: OrderRow) => signOrderToken(ctx.config.jwtSecret, row);

/**
 * The language of the order's emails and receipt (the buyer's): the links in them carry it (`lng`, the web app's first
 * choice, docs/product.md#languages), so a reader in Kyrgyz, English, Turkish or Chinese lands on the page in theirs.
 */
const linkLanguage = (row: OrderRow) => (isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE);

/** The order page with the order token: what the emails and the receipt's QR code open. */
export function orderLink(ctx: BookingContext, row: OrderRow): string {
  return `${ctx.config.publicUrl}/booking/${row.number}?token=${orderTokenOf(ctx, row)}&lng=${linkLanguage(row)}`;
}

/** Orders whose itinerary receipt can be downloaded: the tickets are (still) valid. */
export const hasReceipt = (status: OrderStatus) => status === 'ticketed' || status === 'refund_requested';

export function receiptUrl(ctx: BookingContext, row: OrderRow): string {
  return `${ctx.config.publicUrl}/api/booking/${row.number}/receipt.pdf?token=${orderTokenOf(ctx, row)}&lng=${linkLanguage(row)}`;
}

export function renderOrder(
  ctx: BookingContext,
  row: OrderRow,
  passengers: readonly OrderPassengerRow[],
  language: Language,
  now = Date.now(),
): Order {
  const snapshot = row.itinerary as ItinerarySnapshot;
  const source = snapshotSource(ctx, snapshot);
  // Tickets stay listed once issued (refunded or exchanged ones too); the receipt only while they are valid.
  const hasTickets = row.ticketedAt !== null;
  const receiptValid = hasReceipt(row.status);
  return {
    order_number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    payment_deadline: row.paymentDeadline.toISOString(),
    time_limit: row.status === 'booked' ? Math.max(0, Math.floor((row.paymentDeadline.getTime() - now) / 1000)) : 0,
    total_price: row.totalPrice,
    currency: 'KGS',
    breakdown: snapshot.offers.flatMap((o) => o.breakdown.map((line) => ({ ...line, leg: o.leg }))),
    contact: { email: row.contactEmail, phone: row.contactPhone },
    passengers: passengers.map((p) => ({
      type: p.type as Order['passengers'][number]['type'],
      with_seat: p.withSeat,
      pensioner: p.pensioner,
      first_name: p.firstName,
      last_name: p.lastName,
      gender: p.gender as Order['passengers'][number]['gender'],
      birth_date: p.birthDate,
      citizenship: p.citizenship,
      document_type: p.documentType as Order['passengers'][number]['document_type'],
      document_number: p.documentNumber,
      document_expiry: p.documentExpiry,
    })),
    itinerary: snapshot.offers.map((o) => renderTicket(o, source, language)),
    tickets: hasTickets
      ? passengers
          .filter((p) => p.ticketNumber)
          .map((p) => ({
            passenger: p.position,
            first_name: p.firstName,
            last_name: p.lastName,
            number: p.ticketNumber!,
          }))
      : [],
    receipt_url: receiptValid ? receiptUrl(ctx, row) : null,
    booking_reference: row.bookingReference,
  };
}
