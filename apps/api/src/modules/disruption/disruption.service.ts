/**
 * The traveller's side of a disruption: what the order page shows (the change, the choices, the
 * rebooking flights of the same route within three days either side with seats for everybody), and the
 * answer, one guarded transition of the affected order out of 'open':
 * - accept: the new time stands;
 * - rebook: an exchange order at no cost holds and tickets the new flight, the old tickets become
 *   'exchanged' and the old seats go back, in one transaction;
 * - refund: an involuntary refund of everything paid (the agency fee included) through the provider.
 * And the staff's side: the disruptions with their orders and answers, and reminders to the silent.
 */
import {
  DISRUPTION_REBOOK_DAYS,
  addDays,
  bishkekToday,
  formatDayAndTime,
  formatLocalDateTime,
  type DisruptionAnswered,
  type DisruptionChoice,
  type DisruptionFlight,
  type DisruptionOption,
  type Language,
  type OrderDetail,
  type OrderDisruption,
  type StaffDisruption,
  type TimelineEvent,
} from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../shared/app-error.js';
import type { Executor } from '../../db/client.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { orderPassengerMix, payOutRefund, startInvoluntaryRefund } from '../aftersales/index.js';
import {
  loadAccessibleOrder,
  orderTokenOf,
  type BookingContext,
  type ItinerarySnapshot,
  type OrderAccess,
} from '../booking/index.js';
import {
  findFlightById,
  holdSeats,
  lockCabins,
  seatsNeeded,
  type ScheduledFlight,
  type StoredOffer,
} from '../flights/index.js';
import {
  findOrderById,
  findOrderPassengers,
  findOrdersByIds,
  findPassengersOfOrders,
  createOrder,
  markOrderPaid,
  moveLegs,
  releaseSeats,
  ticketOrder,
  transitionOrder,
  transitionTickets,
  type OrderRow,
} from '../orders/index.js';
import { closePendingExchanges, type PaymentsContext } from '../payments/index.js';
import {
  answerDisruptionOrder,
  findDisruption,
  findDisruptionOrder,
  findDisruptionsByIds,
  findDisruptionsOfOrder,
  findFlightStatuses,
  findOrdersOfDisruptions,
  listDisruptions,
  markOpenOrdersReminded,
  queueDisruptionNotice,
  setDisruptionOutcome,
  settleOtherOpenDisruptions,
  type DisruptionOrderRow,
  type DisruptionRow,
} from './disruption.repository.js';

export interface DisruptionContext {
  payments: PaymentsContext;
}

/** At most this many rebooking flights are offered, earliest first. */
const MAX_OPTIONS = 12;

const disruptionNotOpen = () => new AppError('disruption_not_open');

const timeZoneOf = (booking: BookingContext, airport: string) =>
  booking.flights.inventory.catalog.airports.get(airport)?.timeZone ?? 'Asia/Bishkek';
/** 'yyyy-MM-dd HH:mm' at the airport. */
const local = (booking: BookingContext, instant: number, airport: string) =>
  formatLocalDateTime(new Date(instant), timeZoneOf(booking, airport)).replace('T', ' ');
const flightNumberOf = (flights: readonly Pick<ScheduledFlight, 'carrier' | 'number'>[]) =>
  flights.map((f) => `${f.carrier} ${f.number}`).join(' + ');

function flightView(booking: BookingContext, flights: readonly ScheduledFlight[]): DisruptionFlight {
  const first = flights[0]!;
  const last = flights.at(-1)!;
  return {
    id: flights.map((f) => f.id).join('-'),
    flight_number: flightNumberOf(flights),
    origin: first.origin,
    destination: last.destination,
    departure: new Date(first.departsAt).toISOString(),
    arrival: new Date(last.arrivesAt).toISOString(),
    departure_local: local(booking, first.departsAt, first.origin),
    arrival_local: local(booking, last.arrivesAt, last.destination),
  };
}

/** The order's offer that flies the disrupted flight, with the order's snapshot of its flights. */
function affectedOffer(
  row: OrderRow,
  flightId: number,
): {
  offer: StoredOffer;
  flights: ScheduledFlight[];
  other: StoredOffer | undefined;
  snapshot: ItinerarySnapshot;
} | null {
  const snapshot = row.itinerary as ItinerarySnapshot;
  const offer = snapshot.offers.find((o) => o.flightIds.includes(flightId));
  if (!offer) return null;
  const byId = new Map(snapshot.flights.map((f) => [f.id, f]));
  return {
    offer,
    flights: offer.flightIds.map((id) => byId.get(id)!),
    other: snapshot.offers.find((o) => o !== offer),
    snapshot,
  };
}

interface RebookOption {
  view: DisruptionOption;
  offer: Omit<StoredOffer, 'id'>;
  flights: ScheduledFlight[];
}

/**
 * Flights of the same route (same first origin and last destination, same cabin) within three days
 * either side, with seats for every passenger who needs one, not cancelled, not yet departed, and
 * keeping a round trip in order.
 */
async function rebookOptions(
  booking: BookingContext,
  db: Executor,
  row: OrderRow,
  disruption: DisruptionRow,
  now = Date.now(),
): Promise<RebookOption[]> {
  const affected = affectedOffer(row, disruption.flightId);
  if (!affected) return [];
  const { offer, flights, other, snapshot } = affected;
  const inventory = booking.flights.inventory;
  const passengers = await findOrderPassengers(db, row.id);
  const mix = orderPassengerMix(passengers, offer.cabin);
  const seats = seatsNeeded(mix);
  const first = flights[0]!;
  const last = flights.at(-1)!;
  const disrupted = snapshot.flights.find((f) => f.id === disruption.flightId) ?? first;
  const today = bishkekToday(now);
  const dates = Array.from({ length: 2 * DISRUPTION_REBOOK_DAYS + 1 }, (_, i) =>
    addDays(disrupted.serviceDate, i - DISRUPTION_REBOOK_DAYS),
  ).filter((d) => d >= addDays(today, -1));
  const queries = dates.map((date) => ({
    leg: offer.leg,
    originAirports: [first.origin],
    destinationAirports: [last.destination],
    date,
    cabin: offer.cabin,
    passengers: mix,
    now,
  }));
  const found = (await Promise.all(booking.flights.suppliers.map((s) => s.searchOffers(queries)))).flat(2);
  const candidateIds = [...new Set(found.flatMap((o) => o.flightIds))];
  const cancelled = new Set(
    (await findFlightStatuses(db, candidateIds)).filter((s) => s.status === 'cancelled').map((s) => s.flightId),
  );
  cancelled.add(disruption.flightId);
  const otherFirst = other ? snapshot.flights.find((f) => f.id === other.flightIds[0]) : undefined;
  const otherLast = other ? snapshot.flights.find((f) => f.id === other.flightIds.at(-1)) : undefined;
  const seen = new Set<string>();
  const options: RebookOption[] = [];
  // The nearest flights to the one booked first (then shown in time order), the cheaper of equals.
  const distance = (o: { departsAt: number }) => Math.abs(o.departsAt - disrupted.departsAt);
  for (const candidate of found.sort((a, b) => distance(a) - distance(b) || a.total - b.total)) {
    const id = candidate.flightIds.join('-');
    if (
      seen.has(id) ||
      candidate.flightIds.some((f) => cancelled.has(f)) ||
      candidate.seatsLeft < seats ||
      candidate.departsAt <= now
    )
      continue;
    if (id === offer.flightIds.join('-')) continue;
    const legFlights = candidate.flightIds.map((f) => inventory.flight(f));
    if (legFlights.some((f) => !f)) continue;
    const arrives = legFlights.at(-1)!.arrivesAt;
    if (offer.leg === 'there' && otherFirst && arrives >= otherFirst.departsAt) continue;
    if (offer.leg === 'back' && otherLast && candidate.departsAt <= otherLast.arrivesAt) continue;
    seen.add(id);
    options.push({
      view: { ...flightView(booking, legFlights as ScheduledFlight[]), seats_left: candidate.seatsLeft },
      offer: candidate,
      flights: legFlights as ScheduledFlight[],
    });
    if (options.length >= MAX_OPTIONS) break;
  }
  return options.sort((a, b) => a.offer.departsAt - b.offer.departsAt);
}

const choicesOf = (disruption: DisruptionRow): DisruptionChoice[] =>
  disruption.kind === 'cancelled' ? ['rebook', 'refund'] : ['accept', 'rebook', 'refund'];

/**
 * The flights of a disruption as the traveller knew them before the change (the stored flight when the order has
 * no snapshot). A retime has moved the flight and the order's itinerary already: its times before are on the disruption.
 */
async function disruptedFlights(db: Executor, row: OrderRow, disruption: DisruptionRow): Promise<ScheduledFlight[]> {
  const flight =
    (row.itinerary as ItinerarySnapshot).flights.find((f) => f.id === disruption.flightId) ??
    (await findFlightById(db, disruption.flightId));
  if (!flight) return [];
  if (!disruption.previousDepartsAt || !disruption.previousArrivesAt) return [flight];
  return [
    { ...flight, departsAt: disruption.previousDepartsAt.getTime(), arrivesAt: disruption.previousArrivesAt.getTime() },
  ];
}

/** The disruption the order page shows: the open one, else the last answered (with its result). Null when none. */
export async function orderDisruptionOf(
  booking: BookingContext,
  row: OrderRow,
  now = Date.now(),
): Promise<OrderDisruption | null> {
  const db = booking.db;
  const [link] = await findDisruptionsOfOrder(db, row.id);
  if (!link) return null;
  const disruption = (await findDisruption(db, link.disruptionId))!;
  const flights = await disruptedFlights(db, row, disruption);
  const isOpen = link.status === 'open' && row.status === 'ticketed';
  const options = isOpen ? await rebookOptions(booking, db, row, disruption, now) : [];
  const newOrder = link.newOrderId ? (await findOrdersByIds(db, [link.newOrderId]))[0] : undefined;
  const origin = flights[0]?.origin ?? '';
  return {
    id: disruption.id,
    kind: disruption.kind,
    flight: flightView(booking, flights),
    new_departure: disruption.departsAt?.toISOString() ?? null,
    new_departure_local: disruption.departsAt ? local(booking, disruption.departsAt.getTime(), origin) : null,
    reason: disruption.reason,
    status: link.status,
    choices: isOpen ? choicesOf(disruption).filter((c) => c !== 'rebook' || options.length > 0) : [],
    options: options.map((o) => o.view),
    answered_at: link.answeredAt?.toISOString() ?? null,
    new_order_number: newOrder?.number ?? null,
  };
}

/** The order's timeline entries of its disruptions (told, answered), in the buyer's language. */
export async function disruptionTimeline(
  booking: BookingContext,
  row: OrderRow,
  language: Language,
): Promise<OrderDetail['timeline']> {
  const db = booking.db;
  const links = await findDisruptionsOfOrder(db, row.id);
  if (links.length === 0) return [];
  const disruptions = new Map(
    (
      await findDisruptionsByIds(
        db,
        links.map((l) => l.disruptionId),
      )
    ).map((d) => [d.id, d]),
  );
  const newOrders = new Map(
    (
      await findOrdersByIds(
        db,
        links.flatMap((l) => (l.newOrderId ? [l.newOrderId] : [])),
      )
    ).map((o) => [o.id, o]),
  );
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(language, key, params);
  const entries: OrderDetail['timeline'] = [];
  const add = (at: Date | null, event: TimelineEvent, detail: string) => {
    if (at) entries.push({ at: at.toISOString(), event, detail });
  };
  for (const link of links) {
    const disruption = disruptions.get(link.disruptionId)!;
    const flights = await disruptedFlights(db, row, disruption);
    const flight = flightNumberOf(flights);
    const origin = flights[0]?.origin ?? '';
    // The airport's local time, written in the reader's language ('14 янв. 2026 г., 08:40').
    const written = (instant: Date) => formatDayAndTime(local(booking, instant.getTime(), origin), language);
    add(
      link.notifiedAt,
      'flight_disrupted',
      disruption.kind === 'cancelled'
        ? t('timeline_flight_cancelled', { flight })
        : disruption.previousDepartsAt
          ? // The order's itinerary carries the new time now; the timeline keeps the old one.
            t('timeline_flight_retimed_from', {
              flight,
              was: written(disruption.previousDepartsAt),
              time: disruption.departsAt ? written(disruption.departsAt) : '',
            })
          : t('timeline_flight_retimed', {
              flight,
              time: disruption.departsAt ? written(disruption.departsAt) : '',
            }),
    );
    if (link.status === 'accepted') add(link.answeredAt, 'disruption_answered', t('timeline_disruption_accepted'));
    if (link.status === 'refunded') add(link.answeredAt, 'disruption_answered', t('timeline_disruption_refunded'));
    if (link.status === 'rebooked') {
      const newOrder = link.newOrderId ? newOrders.get(link.newOrderId) : undefined;
      const offer = newOrder
        ? (newOrder.itinerary as ItinerarySnapshot).offers.find(
            (o) => o.leg === affectedOffer(row, disruption.flightId)?.offer.leg,
          )
        : undefined;
      const newFlights =
        newOrder && offer
          ? (newOrder.itinerary as ItinerarySnapshot).flights.filter((f) => offer.flightIds.includes(f.id))
          : [];
      add(
        link.answeredAt,
        'disruption_answered',
        t('timeline_disruption_rebooked', { flight: flightNumberOf(newFlights), number: newOrder?.number ?? '' }),
      );
    }
  }
  return entries;
}

/** The order view with its disruption and the disruption's timeline entries. */
export async function withDisruption(
  booking: BookingContext,
  detail: OrderDetail,
  row: OrderRow,
  language: Language,
): Promise<OrderDetail> {
  const [disruption, timeline] = await Promise.all([
    orderDisruptionOf(booking, row),
    disruptionTimeline(booking, row, language),
  ]);
  // While the traveller has a free choice to make, the paid voluntary refund and exchange are not offered beside it.
  const actions =
    disruption && disruption.choices.length > 0
      ? { ...detail.actions, refund: false, exchange: false, exchange_request: false }
      : detail.actions;
  return {
    ...detail,
    actions,
    disruption,
    timeline: [...detail.timeline, ...timeline].sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/** Moves the affected leg to the chosen flight at no cost; runs inside the answer's transaction. */
async function rebook(
  ctx: DisruptionContext,
  tx: Executor,
  old: OrderRow,
  disruption: DisruptionRow,
  option: RebookOption,
): Promise<OrderRow> {
  const affected = affectedOffer(old, disruption.flightId)!;
  const passengers = await findOrderPassengers(tx, old.id);
  const cabin = affected.offer.cabin;
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

  // The new offer keeps what was paid for the old one: the traveller pays nothing and a later refund counts the same money.
  const newOffer: StoredOffer = {
    ...option.offer,
    id: affected.offer.id,
    total: affected.offer.total,
    breakdown: affected.offer.breakdown,
  };
  const kept = affected.snapshot.offers.filter((o) => o !== affected.offer);
  const keptIds = new Set(kept.flatMap((o) => o.flightIds));
  const itinerary: ItinerarySnapshot = {
    offers: [...kept, newOffer].sort((a, b) => (a.leg === b.leg ? 0 : a.leg === 'there' ? -1 : 1)),
    flights: [...affected.snapshot.flights.filter((f) => keptIds.has(f.id)), ...option.flights],
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
      totalPrice: 0,
      itinerary,
      paymentDeadline: new Date(),
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
  if (!(await markOrderPaid(tx, created.id)) || !(await ticketOrder(tx, created.id, created.contactEmail)))
    throw new Error(`disruption: order ${created.number} could not be ticketed`);
  // The old leg's seats go back to its flights; the unchanged leg moves over as it is.
  const changed = new Set(affected.offer.flightIds);
  await releaseSeats(tx, old.id, Number.MAX_SAFE_INTEGER, changed);
  await moveLegs(
    tx,
    old.id,
    created.id,
    [...keptIds].filter((id) => !changed.has(id)),
  );
  if (!(await transitionOrder(tx, old.id, 'exchanged', { exchangedAt: new Date() }, ['ticketed'])))
    throw disruptionNotOpen();
  await transitionTickets(tx, old.id, 'all', 'issued', 'exchanged');
  return created;
}

/**
 * The traveller's answer. The affected order leaves 'open' in one conditional update inside the
 * transaction that does the work, so of two answers (a double click, two devices) exactly one has an
 * effect and the other gets 409 `disruption_already_answered`.
 */
export async function answerDisruption(
  ctx: DisruptionContext,
  orderNumber: string,
  input: { choice: DisruptionChoice; flight?: string | undefined },
  access: OrderAccess,
  language: Language,
): Promise<DisruptionAnswered> {
  const booking = ctx.payments.booking;
  const row = await loadAccessibleOrder(booking, orderNumber, access);
  const [link] = await findDisruptionsOfOrder(booking.db, row.id);
  if (!link) throw disruptionNotOpen();
  if (link.status !== 'open') throw new AppError('disruption_already_answered');
  const disruption = (await findDisruption(booking.db, link.disruptionId))!;
  if (!choicesOf(disruption).includes(input.choice))
    throw new AppError('validation_failed', { fieldErrors: { choice: 'disruption_choice_not_offered' } });
  if (input.choice === 'rebook' && !input.flight)
    throw new AppError('validation_failed', { fieldErrors: { flight: 'field_required' } });
  const options = input.choice === 'rebook' ? await rebookOptions(booking, booking.db, row, disruption) : [];
  const option = options.find((o) => o.view.id === input.flight);
  if (input.choice === 'rebook' && !option) throw new AppError('disruption_flight_not_offered');
  const to = input.choice === 'accept' ? 'accepted' : input.choice === 'rebook' ? 'rebooked' : 'refunded';
  const flights = await disruptedFlights(booking.db, row, disruption);

  const outcome = await booking.db.transaction(async (tx) => {
    const locked = (await findOrderById(tx, row.id, true))!;
    if (!(await answerDisruptionOrder(tx, disruption.id, row.id, to, access.userId ?? null)))
      throw new AppError('disruption_already_answered');
    if (locked.status !== 'ticketed') throw disruptionNotOpen();
    // A rebook or a refund replaces the order an exchange waiting for its payment would change: that exchange is
    // closed first (its seats go back, its attempts can reach no bank), or the answer waits while its code is with
    // the bank.
    if (input.choice !== 'accept') await closePendingExchanges(tx, row.id);
    await settleOtherOpenDisruptions(tx, row.id, disruption.id, to, access.userId ?? null);
    let newOrder: OrderRow | null = null;
    let refundId: string | null = null;
    let refundAmount: number | null = null;
    if (input.choice === 'rebook') {
      newOrder = await rebook(ctx, tx, locked, disruption, option!);
      await setDisruptionOutcome(tx, disruption.id, row.id, { newOrderId: newOrder.id });
    } else if (input.choice === 'refund') {
      const refund = await startInvoluntaryRefund(
        tx,
        locked,
        translate(language, 'refund_reason_disruption', { flight: flightNumberOf(flights) }),
      );
      refundId = refund.id;
      refundAmount = refund.amountBack;
      await setDisruptionOutcome(tx, disruption.id, row.id, { refundId });
    }
    // The traveller acted: the log names no staff member (null), and says how the order was reached.
    await recordStaffAction(tx, null, {
      entity: 'order',
      entityId: row.number,
      action: `disruption_${to}`,
      reason: disruption.reason,
      before: { status: locked.status, disruption_id: disruption.id },
      after: {
        choice: input.choice,
        by: access.userId ? 'account' : 'order_link',
        new_order: newOrder?.number ?? null,
        refund_id: refundId,
        refund_amount: refundAmount,
      },
    });
    return { newOrder, refundId, refundAmount };
  });
  if (outcome.refundId) {
    // Money moves after the commit; a payout that fails now is retried by the job (the refund stays decided).
    await payOutRefund(ctx.payments, outcome.refundId).catch((error: unknown) =>
      ctx.payments.log?.error({ err: error, refundId: outcome.refundId }, 'disruption refund: payout will be retried'),
    );
  }
  return {
    order_number: row.number,
    choice: input.choice,
    status: to,
    new_order_number: outcome.newOrder?.number ?? null,
    new_order_token: outcome.newOrder ? orderTokenOf(booking, outcome.newOrder) : null,
    refund_amount: outcome.refundAmount,
    currency: 'KGS',
  };
}

const staffFlight = async (ctx: DisruptionContext, disruption: DisruptionRow) => {
  const stored =
    (await findFlightById(ctx.payments.booking.db, disruption.flightId)) ??
    ctx.payments.booking.flights.inventory.flight(disruption.flightId);
  // The flight as it was before the change (a retime moved it): its new time is the disruption's new_departure.
  const flight =
    stored && disruption.previousDepartsAt && disruption.previousArrivesAt
      ? {
          ...stored,
          departsAt: disruption.previousDepartsAt.getTime(),
          arrivesAt: disruption.previousArrivesAt.getTime(),
        }
      : stored;
  return flight
    ? flightView(ctx.payments.booking, [flight])
    : {
        id: String(disruption.flightId),
        flight_number: '',
        origin: '',
        destination: '',
        departure: '',
        arrival: '',
        departure_local: '',
        arrival_local: '',
      };
};

/** Disruptions for staff, newest first, each with its orders and who has answered. */
export async function listDisruptionsForStaff(ctx: DisruptionContext): Promise<StaffDisruption[]> {
  const db = ctx.payments.booking.db;
  const disruptions = await listDisruptions(db);
  const links = await findOrdersOfDisruptions(
    db,
    disruptions.map((d) => d.id),
  );
  const orderIds = [...new Set(links.flatMap((l) => (l.newOrderId ? [l.orderId, l.newOrderId] : [l.orderId])))];
  const orders = new Map((await findOrdersByIds(db, orderIds)).map((o) => [o.id, o]));
  const passengers = await findPassengersOfOrders(
    db,
    links.map((l) => l.orderId),
  );
  const byDisruption = new Map<string, DisruptionOrderRow[]>();
  for (const link of links) byDisruption.set(link.disruptionId, [...(byDisruption.get(link.disruptionId) ?? []), link]);
  return Promise.all(
    disruptions.map(async (disruption) => ({
      id: disruption.id,
      kind: disruption.kind,
      flight: await staffFlight(ctx, disruption),
      new_departure: disruption.departsAt?.toISOString() ?? null,
      reason: disruption.reason,
      created_at: disruption.createdAt.toISOString(),
      created_by: disruption.createdByEmail,
      orders: (byDisruption.get(disruption.id) ?? []).flatMap((link) => {
        const order = orders.get(link.orderId);
        if (!order) return [];
        return [
          {
            order_number: order.number,
            order_status: order.status,
            contact_email: order.contactEmail,
            language: order.language,
            passengers: passengers.filter((p) => p.orderId === order.id).length,
            status: link.status,
            notified_at: link.notifiedAt.toISOString(),
            reminded_at: link.remindedAt?.toISOString() ?? null,
            answered_at: link.answeredAt?.toISOString() ?? null,
            answered_by: link.status === 'open' ? null : link.answeredBy ? 'account' : 'order_link',
            new_order_number: link.newOrderId ? (orders.get(link.newOrderId)?.number ?? null) : null,
          },
        ];
      }),
    })),
  );
}

/** Sends the notice again (email and SMS) to every order of the disruption that has not answered; audit-logged. */
export async function remindDisruption(
  ctx: DisruptionContext,
  disruptionId: string,
  actor: StaffActor,
  reason: string | undefined,
): Promise<number> {
  const db = ctx.payments.booking.db;
  if (!(await findDisruption(db, disruptionId))) throw new AppError('not_found', { message: 'not_found' });
  return db.transaction(async (tx) => {
    const open = await markOpenOrdersReminded(tx, disruptionId);
    const orders = await findOrdersByIds(
      tx,
      open.map((l) => l.orderId),
    );
    for (const order of orders)
      await queueDisruptionNotice(tx, {
        disruptionId,
        orderId: order.id,
        email: order.contactEmail,
        phone: order.contactPhone,
      });
    await recordStaffAction(tx, actor, {
      entity: 'disruption',
      entityId: disruptionId,
      action: 'reminded',
      reason: reason ?? null,
      after: { orders: orders.map((o) => o.number) },
    });
    return orders.length;
  });
}

/** For the outbox: the disruption and its order as they are when the notice is sent. */
export async function loadNotice(booking: BookingContext, orderId: string, disruptionId: string | null) {
  if (!disruptionId) return null;
  const [order, disruption, link] = await Promise.all([
    findOrderById(booking.db, orderId),
    findDisruption(booking.db, disruptionId),
    findDisruptionOrder(booking.db, disruptionId, orderId),
  ]);
  if (!order || !disruption || !link) return null;
  const flights = await disruptedFlights(booking.db, order, disruption);
  return {
    order,
    disruption,
    answer: link.status,
    flight: flightView(booking, flights),
    newDepartureLocal: disruption.departsAt
      ? local(booking, disruption.departsAt.getTime(), flights[0]?.origin ?? '')
      : null,
  };
}
