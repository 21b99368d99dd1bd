/**
 * Exchanges: move one leg of a ticketed order to another date (same route, cabin and fare family).
 * The quote lists the flights with seats and, for each, the fare difference and the change fee,
 * fixed until it expires. Confirming holds the new seats in an exchange order that is paid through
 * the usual MBank flow (or completed at once when nothing is due); its payment completes the exchange.
 */
import {
  AFTERSALES_QUOTE_MINUTES,
  PAYMENT_DEADLINE_MINUTES,
  addDays,
  bishkekToday,
  type ExchangeConfirmed,
  type ExchangeQuote,
  type ExchangeRequest,
  type Language,
  type StaffExchange,
  type SearchLeg,
  type SearchPassengers,
} from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError } from '../../shared/app-error.js';
import {
  loadAccessibleOrder,
  orderTokenOf,
  passengerMix,
  snapshotSource,
  type BookingContext,
  type ItinerarySnapshot,
  type OrderAccess,
} from '../booking/index.js';
import {
  holdSeats,
  lockCabins,
  renderTicket,
  seatsNeeded,
  type ScheduledFlight,
  type StoredOffer,
} from '../flights/index.js';
import {
  findExchange,
  insertExchange,
  listExchangesByStatus,
  moveExchange,
  type ExchangeRow,
} from './aftersales.repository.js';
import { completeExchange, hasPendingExchange } from './exchange.completion.js';
import { changeFee } from './fare-rules.js';
import {
  findOrderById,
  findOrderPassengers,
  findOrdersByIds,
  createOrder,
  markOrderPaid,
  ticketOrder,
  type OrderPassengerRow,
  type OrderRow,
} from '../orders/index.js';

/** At most this many flights are offered for the new date, cheapest first. */
const MAX_OPTIONS = 12;

interface StoredOption {
  id: string;
  offer: StoredOffer;
  flights: ScheduledFlight[];
  fareDifference: number;
  changeFee: number;
  totalDue: number;
}

const exchangeNotFound = () => new AppError('not_found', { message: 'exchange_not_found' });
const invalid = (field: string, key: MessageKey) =>
  new AppError('validation_failed', { fieldErrors: { [field]: key } });

/** The searched passenger mix of an order's passengers (an exchange prices the same people). */
export function orderPassengerMix(
  passengers: readonly OrderPassengerRow[],
  cabin: StoredOffer['cabin'],
): SearchPassengers {
  const mix = passengerMix(passengers.map((p) => ({ type: p.type, pensioner: p.pensioner, with_seat: p.withSeat })));
  return { type: cabin === 'business' ? 'business' : 'ekonom', ...mix };
}

type ExchangeBlocker =
  'exchange_not_possible' | 'exchange_no_such_leg' | 'exchange_after_departure' | 'exchange_not_allowed';

/** Why this leg of the order cannot be exchanged now, or null when it can. */
export function exchangeBlocker(
  row: OrderRow,
  passengers: readonly OrderPassengerRow[],
  leg: SearchLeg,
  now: number,
): ExchangeBlocker | null {
  if (row.status !== 'ticketed' || passengers.some((p) => p.ticketStatus !== 'issued')) return 'exchange_not_possible';
  const offer = (row.itinerary as ItinerarySnapshot).offers.find((o) => o.leg === leg);
  if (!offer) return 'exchange_no_such_leg';
  if (offer.departsAt <= now) return 'exchange_after_departure';
  if (changeFee(offer, passengers) === null) return 'exchange_not_allowed';
  return null;
}

/** A leg that does not exist is the request's mistake; the others are the order's state. */
const blockedError = (blocker: ExchangeBlocker) =>
  blocker === 'exchange_no_such_leg' ? invalid('leg', blocker) : new AppError(blocker);

function checkNewDate(date: string, now: number): void {
  const today = bishkekToday(now);
  if (date < today) throw invalid('new_date', 'date_in_past');
  if (date > addDays(today, 364)) throw invalid('new_date', 'date_too_far');
}

function quoteView(ctx: BookingContext, exchange: ExchangeRow, orderNumber: string, language: Language): ExchangeQuote {
  const options = exchange.options as StoredOption[];
  return {
    exchange_id: exchange.id,
    order_number: orderNumber,
    leg: exchange.leg,
    new_date: exchange.newDate,
    options: options.map((o) => ({
      option_id: o.id,
      ticket: renderTicket(o.offer, snapshotSource(ctx, { offers: [o.offer], flights: o.flights }), language),
      fare_difference: o.fareDifference,
      change_fee: o.changeFee,
      total_due: o.totalDue,
      currency: 'KGS',
    })),
    quote_expires_at: exchange.quoteExpiresAt.toISOString(),
  };
}

export async function quoteOrderExchange(
  ctx: BookingContext,
  input: Omit<ExchangeRequest, 'email'>,
  access: OrderAccess,
  language: Language,
  now = Date.now(),
): Promise<ExchangeQuote> {
  const leg = input.leg ?? 'there';
  const row = await loadAccessibleOrder(ctx, input.order_number, access);
  const passengers = await findOrderPassengers(ctx.db, row.id);
  const blocker = exchangeBlocker(row, passengers, leg, now);
  if (blocker) throw blockedError(blocker);
  if (await hasPendingExchange(ctx.db, row.id)) throw new AppError('exchange_in_progress');
  checkNewDate(input.new_date, now);

  const snapshot = row.itinerary as ItinerarySnapshot;
  const current = snapshot.offers.find((o) => o.leg === leg)!;
  const other = snapshot.offers.find((o) => o.leg !== leg);
  const flights = new Map(snapshot.flights.map((f) => [f.id, f]));
  const first = flights.get(current.flightIds[0]!)!;
  const last = flights.get(current.flightIds.at(-1)!)!;
  const otherFirst = other ? flights.get(other.flightIds[0]!)! : null;
  const otherLast = other ? flights.get(other.flightIds.at(-1)!)! : null;
  const mix = orderPassengerMix(passengers, current.cabin);
  const query = {
    leg,
    originAirports: [first.origin],
    destinationAirports: [last.destination],
    date: input.new_date,
    cabin: current.cabin,
    passengers: mix,
    now,
  };
  const found = (await Promise.all(ctx.flights.suppliers.map((s) => s.searchOffers([query])))).flatMap(
    (perQuery) => perQuery[0] ?? [],
  );
  const fee = changeFee(current, passengers)!;
  const inventory = ctx.flights.inventory;
  const options = found
    .filter((o) => o.family === current.family && o.flightIds.join() !== current.flightIds.join())
    // A round trip stays in order: the new outbound lands before the return leaves, and vice versa.
    .filter((o) => {
      const arrives = inventory.flight(o.flightIds.at(-1)!)?.arrivesAt ?? Infinity;
      if (leg === 'there' && otherFirst) return arrives < otherFirst.departsAt;
      if (leg === 'back' && otherLast) return o.departsAt > otherLast.arrivesAt;
      return true;
    })
    .sort((a, b) => a.total - b.total || a.departsAt - b.departsAt)
    .slice(0, MAX_OPTIONS)
    .map((offer, i): StoredOption => {
      const id = `X${i + 1}`;
      const fareDifference = Math.max(0, offer.total - current.total);
      return {
        id,
        offer: { ...offer, id },
        flights: offer.flightIds.map((fid) => inventory.flight(fid)!),
        fareDifference,
        changeFee: fee,
        totalDue: fareDifference + fee,
      };
    });
  const exchange = await insertExchange(ctx.db, {
    orderId: row.id,
    leg,
    newDate: input.new_date,
    options,
    quoteExpiresAt: new Date(now + AFTERSALES_QUOTE_MINUTES * 60_000),
    requestedBy: access.userId ?? null,
  });
  return quoteView(ctx, exchange, row.number, language);
}

async function confirmedView(ctx: BookingContext, exchange: ExchangeRow): Promise<ExchangeConfirmed> {
  const exchangeOrder = exchange.exchangeOrderId ? await findOrderById(ctx.db, exchange.exchangeOrderId) : null;
  return {
    exchange_id: exchange.id,
    status: exchange.status,
    total_due: exchange.totalDue ?? 0,
    currency: 'KGS',
    order_number: exchangeOrder?.number ?? '',
    order_token: exchangeOrder ? orderTokenOf(ctx, exchangeOrder) : '',
    payment_deadline: exchangeOrder?.status === 'booked' ? exchangeOrder.paymentDeadline.toISOString() : null,
  };
}

async function loadAccessibleExchange(
  ctx: BookingContext,
  exchangeId: string,
  access: OrderAccess,
): Promise<{ exchange: ExchangeRow; order: OrderRow }> {
  const exchange = await findExchange(ctx.db, exchangeId);
  if (!exchange) throw exchangeNotFound();
  const order = (await findOrderById(ctx.db, exchange.orderId))!;
  await loadAccessibleOrder(ctx, order.number, access).catch(() => {
    throw exchangeNotFound();
  });
  return { exchange, order };
}

export async function getExchange(
  ctx: BookingContext,
  exchangeId: string,
  access: OrderAccess,
  language: Language,
): Promise<ExchangeQuote> {
  const { exchange, order } = await loadAccessibleExchange(ctx, exchangeId, access);
  return quoteView(ctx, exchange, order.number, language);
}

/**
 * The traveller picks an option: its seats are held in a new exchange order (paid like any order).
 * Confirming the same option again answers the same result; another option after that is refused.
 */
export async function confirmExchange(
  ctx: BookingContext,
  exchangeId: string,
  optionId: string,
  access: OrderAccess,
  now = Date.now(),
): Promise<ExchangeConfirmed> {
  const { exchange, order } = await loadAccessibleExchange(ctx, exchangeId, access);
  const settled = async (row: ExchangeRow) => {
    if (row.optionId !== optionId) throw new AppError('exchange_already_confirmed');
    return confirmedView(ctx, row);
  };
  if (exchange.status === 'awaiting_payment' || exchange.status === 'completed') return settled(exchange);
  if (exchange.status !== 'quoted') throw new AppError('quote_expired');
  const option = (exchange.options as StoredOption[]).find((o) => o.id === optionId);
  if (!option) throw invalid('option_id', 'exchange_option_not_found');

  const outcome = await ctx.db.transaction(async (tx): Promise<'expired' | 'done' | 'raced'> => {
    const old = (await findOrderById(tx, order.id, true))!;
    const current = (await findExchange(tx, exchange.id, true))!;
    if (current.status !== 'quoted') return 'raced';
    if (current.quoteExpiresAt.getTime() <= now) {
      await moveExchange(tx, exchange.id, 'quoted', { status: 'expired' });
      return 'expired';
    }
    const passengers = await findOrderPassengers(tx, old.id);
    const blocker = exchangeBlocker(old, passengers, current.leg, now);
    if (blocker) throw blockedError(blocker);
    if (await hasPendingExchange(tx, old.id)) throw new AppError('exchange_in_progress');

    const cabin = option.offer.cabin;
    const seats = seatsNeeded(orderPassengerMix(passengers, cabin));
    const legs = [...new Set(option.offer.flightIds)]
      .sort((a, b) => a - b)
      .map((flightId) => ({ flightId, cabin, seats }));
    await lockCabins(
      tx,
      cabin,
      legs.map((l) => l.flightId),
    );
    for (const leg of legs) if (!(await holdSeats(tx, leg))) throw new AppError('no_seats');

    const snapshot = old.itinerary as ItinerarySnapshot;
    const keptOffers = snapshot.offers.filter((o) => o.leg !== current.leg);
    const keptIds = new Set(keptOffers.flatMap((o) => o.flightIds));
    const itinerary: ItinerarySnapshot = {
      offers: [...keptOffers, option.offer].sort((a, b) => (a.leg === b.leg ? 0 : a.leg === 'there' ? -1 : 1)),
      flights: [...snapshot.flights.filter((f) => keptIds.has(f.id)), ...option.flights],
    };
    const created = await createOrder(
      tx,
      {
        kind: 'exchange',
        exchangeOf: old.id,
        userId: old.userId,
        contactEmail: old.contactEmail,
        contactPhone: old.contactPhone,
        partnerRef: old.partnerRef,
        language: old.language,
        searchId: old.searchId,
        totalPrice: option.totalDue,
        itinerary,
        paymentDeadline: new Date(now + PAYMENT_DEADLINE_MINUTES * 60_000),
      },
      passengers.map((p) => ({
        position: p.position,
        type: p.type,
        withSeat: p.withSeat,
        pensioner: p.pensioner,
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender,
        birthDate: p.birthDate,
        citizenship: p.citizenship,
        documentType: p.documentType,
        documentNumber: p.documentNumber,
        documentExpiry: p.documentExpiry,
      })),
      legs,
    );
    await moveExchange(tx, exchange.id, 'quoted', {
      status: 'awaiting_payment',
      optionId,
      exchangeOrderId: created.id,
      totalDue: option.totalDue,
      confirmedAt: new Date(now),
    });
    // Nothing to pay: the exchange takes effect now, in this transaction.
    if (option.totalDue === 0) {
      await markOrderPaid(tx, created.id);
      await ticketOrder(tx, created.id, created.contactEmail);
      await completeExchange(tx, created);
    }
    return 'done';
  });
  if (outcome === 'expired') throw new AppError('quote_expired');
  return settled((await findExchange(ctx.db, exchange.id))!);
}

/** Exchanges for staff (all but unconfirmed quotes), newest first, with the numbers of both orders. */
export async function listExchangesForStaff(
  ctx: BookingContext,
  status: ExchangeRow['status'] | undefined,
): Promise<StaffExchange[]> {
  const rows = await listExchangesByStatus(ctx.db, status);
  const ids = rows.flatMap((r) => (r.exchangeOrderId ? [r.orderId, r.exchangeOrderId] : [r.orderId]));
  const numbers = new Map((await findOrdersByIds(ctx.db, [...new Set(ids)])).map((o) => [o.id, o.number]));
  return rows.map((exchange) => ({
    exchange_id: exchange.id,
    order_number: numbers.get(exchange.orderId) ?? '',
    status: exchange.status,
    leg: exchange.leg,
    new_date: exchange.newDate,
    total_due: exchange.totalDue,
    exchange_order_number: exchange.exchangeOrderId ? (numbers.get(exchange.exchangeOrderId) ?? null) : null,
    created_at: exchange.createdAt.toISOString(),
  }));
}
