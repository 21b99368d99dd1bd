/**
 * Staff set a flight's status (on time, delayed with new times, boarding, departed, arrived, cancelled,
 * gate and terminal) with a reason, audit-logged in the same transaction. A cancellation, or a delay
 * beyond the threshold, opens a disruption there and then: `applyFlightChange` finds every ticketed
 * order on the flight and queues an email and an SMS per order through the outbox, exactly once.
 */
import { canChangeFlightStatus, formatLocalDateTime, type FlightStatus, type FlightStatusView } from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import {
  findFlightById,
  markFlightCancelled,
  moveFlight,
  type FlightInventory,
  type ScheduledFlight,
} from '../flights/index.js';
import { findOrdersOnFlight, retimeOrderItineraries } from '../orders/index.js';
import { supersedeRequestedRefunds } from '../aftersales/index.js';
import {
  addDisruptionOrder,
  answerDisruptionOrder,
  findFlightStatus,
  originalDeparture,
  setDisruptionOutcome,
  openDisruption,
  queueDisruptionNotice,
  writeFlightStatus,
  type FlightStatusRow,
} from './disruption.repository.js';

/** A retime beyond this many minutes opens a disruption (the default of DISRUPTION_RETIME_MINUTES). */
export const DEFAULT_RETIME_MINUTES = 60;
const MINUTE = 60_000;

export interface FlightChange {
  flightId: number;
  kind: 'cancelled' | 'retimed';
  /** The new times of a retimed flight (the arrival moves with the departure when left out). */
  departsAt?: Date | undefined;
  arrivesAt?: Date | undefined;
  reason: string;
  /** The staff member; null for the system (a schedule import run by a job). */
  actor: StaffActor | null;
  /** A retime of at most this many minutes opens nothing. */
  thresholdMinutes?: number | undefined;
  /**
   * A schedule change (an import) moves the flight however small the retime is; a staff delay within the
   * threshold is only an estimate on the board and leaves the flight where it is.
   */
  moveWithinThreshold?: boolean | undefined;
}

export interface FlightChangeOutcome {
  /** Null when the change is too small to be a disruption. */
  disruptionId: string | null;
  /** Orders told now (an order already told of this disruption is not told again). */
  notified: number;
  /** The flight was cancelled or moved: this process's schedule must read it again once the change commits. */
  flightChanged: boolean;
  /** Voluntary refunds the change turned into full involuntary ones: to be paid out once the change commits. */
  refundIds: string[];
}

const flightNotFound = () => new AppError('not_found', { message: 'flight_not_found' });

/**
 * The orders that hold seats on the flight and are told of its change: ticketed ones, and those whose
 * traveller has asked for a refund that is not paid yet (they still hold a ticket; their refund becomes
 * an involuntary one, everything back, see disruption.service.ts).
 */
export const NOTIFIED_ORDER_STATUSES = ['ticketed', 'refund_requested'] as const;

/**
 * Opens (or finds) the disruption of this change and tells every ticketed order on the flight that was
 * not told yet, in the caller's transaction. For the staff status form and the inventory import.
 *
 * A cancellation marks the flight cancelled (it leaves search, and no seat is sold on it again). A retime
 * beyond the threshold moves the flight itself to the new times (search, the board and new bookings see
 * them) and, at once, the itinerary of every order holding seats on it (the order page, the e-ticket and
 * the emails): the flight leaves at the new time whatever the traveller answers, and a traveller who
 * turned up at the old time could miss a flight moved earlier. The old times stay on the disruption, and
 * the order's timeline shows both. Seats and money are not touched.
 */
export async function applyFlightChange(tx: Executor, change: FlightChange): Promise<FlightChangeOutcome> {
  const flight = await findFlightById(tx, change.flightId);
  if (!flight) throw flightNotFound();
  let departsAt: Date | null = null;
  let arrivesAt: Date | null = null;
  if (change.kind === 'retimed') {
    if (!change.departsAt)
      throw new AppError('validation_failed', { fieldErrors: { estimated_departure: 'field_required' } });
    departsAt = change.departsAt;
    arrivesAt = change.arrivesAt ?? new Date(flight.arrivesAt + (departsAt.getTime() - flight.departsAt));
    if (arrivesAt.getTime() <= departsAt.getTime())
      throw new AppError('validation_failed', { fieldErrors: { estimated_arrival: 'field_invalid' } });
    const threshold = (change.thresholdMinutes ?? DEFAULT_RETIME_MINUTES) * MINUTE;
    // Measured from the time the travellers bought (before any earlier retime): a delay that grows is told again.
    const original = (await originalDeparture(tx, flight.id))?.getTime() ?? flight.departsAt;
    if (Math.abs(departsAt.getTime() - original) <= threshold) {
      // A flight moved before follows the new estimate back; otherwise only a schedule change moves it.
      const moves =
        (change.moveWithinThreshold === true || original !== flight.departsAt) &&
        (departsAt.getTime() !== flight.departsAt || arrivesAt.getTime() !== flight.arrivesAt);
      if (moves) await retimeFlight(tx, flight.id, departsAt, arrivesAt);
      return { disruptionId: null, notified: 0, flightChanged: moves, refundIds: [] };
    }
    await retimeFlight(tx, flight.id, departsAt, arrivesAt);
  }
  if (change.kind === 'cancelled') await markFlightCancelled(tx, flight.id);
  const key = `${flight.id}:${change.kind}:${departsAt?.toISOString() ?? ''}`;
  const { row: disruption, created } = await openDisruption(tx, {
    key,
    flightId: flight.id,
    kind: change.kind,
    departsAt,
    arrivesAt,
    previousDepartsAt: departsAt ? new Date(flight.departsAt) : null,
    previousArrivesAt: departsAt ? new Date(flight.arrivesAt) : null,
    reason: change.reason,
    createdBy: change.actor?.id ?? null,
    createdByEmail: change.actor?.email ?? null,
  });
  let notified = 0;
  const refundIds: string[] = [];
  for (const order of await findOrdersOnFlight(tx, flight.id, NOTIFIED_ORDER_STATUSES)) {
    if (!(await addDisruptionOrder(tx, disruption.id, order.id))) continue;
    await queueDisruptionNotice(tx, {
      disruptionId: disruption.id,
      orderId: order.id,
      email: order.contactEmail,
      phone: order.contactPhone,
    });
    notified += 1;
    if (order.status !== 'refund_requested') continue;
    // The traveller already asked for their money back: the airline's change makes it a full refund without penalty,
    // decided now; the notice tells them what changed, and the order page shows the refund as their answer.
    const refunds = await supersedeRequestedRefunds(tx, order, change.reason);
    if (refunds.length === 0) continue;
    await answerDisruptionOrder(tx, disruption.id, order.id, 'refunded', null);
    await setDisruptionOutcome(tx, disruption.id, order.id, { refundId: refunds[0]!.id });
    refundIds.push(...refunds.map((r) => r.id));
    await recordStaffAction(tx, change.actor, {
      entity: 'order',
      entityId: order.number,
      action: 'disruption_refund_superseded',
      reason: change.reason,
      before: { status: order.status, disruption_id: disruption.id },
      after: { refunds: refunds.map((r) => ({ id: r.id, amount_back: r.amountBack, penalty: 0 })) },
    });
  }
  if (created || notified > 0) {
    await recordStaffAction(tx, change.actor, {
      entity: 'flight',
      entityId: String(flight.id),
      action: created ? 'disruption_opened' : 'disruption_extended',
      reason: change.reason,
      before: departsAt
        ? { departs_at: new Date(flight.departsAt).toISOString(), arrives_at: new Date(flight.arrivesAt).toISOString() }
        : null,
      after: {
        disruption_id: disruption.id,
        kind: change.kind,
        departs_at: departsAt?.toISOString() ?? null,
        arrives_at: arrivesAt?.toISOString() ?? null,
        orders_notified: notified,
      },
    });
  }
  return { disruptionId: disruption.id, notified, flightChanged: true, refundIds };
}

/** Moves the flight and the itineraries of the orders holding seats on it (any status) to the new times. */
async function retimeFlight(tx: Executor, flightId: number, departsAt: Date, arrivesAt: Date): Promise<void> {
  await moveFlight(tx, flightId, departsAt, arrivesAt);
  await retimeOrderItineraries(tx, flightId, departsAt.getTime(), arrivesAt.getTime());
}

export interface FlightStatusInput {
  status: FlightStatus;
  estimated_departure?: string | undefined;
  estimated_arrival?: string | undefined;
  gate?: string | undefined;
  terminal?: string | undefined;
  reason: string;
}

export interface FlightStatusDeps {
  db: Database;
  /** DISRUPTION_RETIME_MINUTES. */
  retimeMinutes: number;
  /** The IANA time zone of an airport (for the answer's local times). */
  timeZoneOf: (airport: string) => string;
  /** This process's schedule: a cancelled or moved flight is read again there as soon as the change commits. */
  inventory?: FlightInventory | undefined;
  /** Pays out a decided refund (the refunds job retries one that fails). */
  payOutRefund?: ((refundId: string) => Promise<void>) | undefined;
}

const flightNumberOf = (flight: Pick<ScheduledFlight, 'carrier' | 'number'>) => `${flight.carrier} ${flight.number}`;

export function flightStatusView(
  flight: ScheduledFlight,
  row: FlightStatusRow,
  outcome: FlightChangeOutcome,
): FlightStatusView {
  return {
    flight_id: String(flight.id),
    flight_number: flightNumberOf(flight),
    origin: flight.origin,
    destination: flight.destination,
    scheduled_departure: new Date(flight.departsAt).toISOString(),
    scheduled_arrival: new Date(flight.arrivesAt).toISOString(),
    status: row.status,
    estimated_departure: row.estimatedDeparture?.toISOString() ?? null,
    estimated_arrival: row.estimatedArrival?.toISOString() ?? null,
    gate: row.gate,
    terminal: row.terminal,
    reason: row.reason,
    updated_at: row.updatedAt.toISOString(),
    disruption_id: outcome.disruptionId,
    notified_orders: outcome.notified,
  };
}

const statusSnapshot = (row: FlightStatusRow | null) =>
  row && {
    status: row.status,
    estimated_departure: row.estimatedDeparture?.toISOString() ?? null,
    estimated_arrival: row.estimatedArrival?.toISOString() ?? null,
    gate: row.gate,
    terminal: row.terminal,
  };

/**
 * Sets the flight's status from the one it has now (none: the automatic one), refusing a transition
 * backwards (arrived -> boarding) with 409. Status, audit entry and any disruption commit together.
 */
export async function setFlightStatus(
  deps: FlightStatusDeps,
  flightId: number,
  input: FlightStatusInput,
  actor: StaffActor,
): Promise<FlightStatusView> {
  // A delay is its new time: the form asks for it (the arrival moves with it unless given).
  if (input.status === 'delayed' && !input.estimated_departure)
    throw new AppError('validation_failed', { fieldErrors: { estimated_departure: 'field_required' } });
  const view = await deps.db.transaction(async (tx) => {
    const flight = await findFlightById(tx, flightId);
    if (!flight) throw flightNotFound();
    const current = await findFlightStatus(tx, flightId, true);
    const from = current?.status ?? null;
    const refuse = () =>
      new AppError('flight_status_invalid_transition', { params: { from: from ?? 'on_time', to: input.status } });
    if (!canChangeFlightStatus(from, input.status)) throw refuse();

    let estimatedDeparture: Date | null = current?.estimatedDeparture ?? null;
    let estimatedArrival: Date | null = current?.estimatedArrival ?? null;
    if (input.status === 'on_time') [estimatedDeparture, estimatedArrival] = [null, null];
    if (input.estimated_departure) {
      estimatedDeparture = new Date(input.estimated_departure);
      estimatedArrival = input.estimated_arrival
        ? new Date(input.estimated_arrival)
        : new Date(flight.arrivesAt + (estimatedDeparture.getTime() - flight.departsAt));
    }
    const row = await writeFlightStatus(
      tx,
      {
        flightId,
        status: input.status,
        estimatedDeparture,
        estimatedArrival,
        gate: input.gate || current?.gate || null,
        terminal: input.terminal || current?.terminal || null,
        reason: input.reason,
        updatedBy: actor.id,
      },
      from,
    );
    // Another request changed the status between our read and our write.
    if (!row) throw refuse();
    await recordStaffAction(tx, actor, {
      entity: 'flight',
      entityId: String(flightId),
      action: 'status_changed',
      reason: input.reason,
      before: statusSnapshot(current),
      after: {
        ...statusSnapshot(row),
        flight_number: flightNumberOf(flight),
        local_departure: formatLocalDateTime(new Date(flight.departsAt), deps.timeZoneOf(flight.origin)),
      },
    });
    let outcome: FlightChangeOutcome = { disruptionId: null, notified: 0, flightChanged: false, refundIds: [] };
    if (input.status === 'cancelled') {
      outcome = await applyFlightChange(tx, { flightId, kind: 'cancelled', reason: input.reason, actor });
    } else if (input.status === 'delayed' && estimatedDeparture) {
      outcome = await applyFlightChange(tx, {
        flightId,
        kind: 'retimed',
        departsAt: estimatedDeparture,
        arrivesAt: estimatedArrival ?? undefined,
        reason: input.reason,
        actor,
        thresholdMinutes: deps.retimeMinutes,
      });
    }
    return {
      view: flightStatusView(flight, row, outcome),
      changed: outcome.flightChanged,
      refundIds: outcome.refundIds,
    };
  });
  // Searches in this process stop offering a cancelled flight, and show a moved one at its new time, from the answer on
  // (the other processes hear the flight trigger's notification).
  if (view.changed) await deps.inventory?.refreshFlights(deps.db, [flightId]);
  // Money moves after the commit; a payout that fails now is retried by the refunds job (the refund stays decided).
  for (const refundId of view.refundIds) await deps.payOutRefund?.(refundId).catch(() => undefined);
  return view.view;
}
