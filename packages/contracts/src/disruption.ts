/**
 * Flight status set by staff, and the care of travellers when a flight is cancelled or retimed: the
 * disruption an order carries, the traveller's answer (accept, rebook, refund), and what staff see.
 */
import { z } from 'zod';
import { issueParams } from './users.js';

/** What staff may set on a flight; the board shows it over the automatic status. */
export const FLIGHT_STATUSES = ['on_time', 'delayed', 'boarding', 'departed', 'arrived', 'cancelled'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/**
 * Where a flight may go from each status: forward only (a flight that arrived does not board again),
 * a delay can be set again with new times, and a cancelled flight stays cancelled.
 */
export const FLIGHT_STATUS_TRANSITIONS = {
  on_time: ['on_time', 'delayed', 'boarding', 'departed', 'cancelled'],
  delayed: ['on_time', 'delayed', 'boarding', 'departed', 'cancelled'],
  boarding: ['boarding', 'delayed', 'departed', 'cancelled'],
  departed: ['arrived'],
  arrived: [],
  cancelled: [],
} as const satisfies Record<FlightStatus, readonly FlightStatus[]>;

export const canChangeFlightStatus = (from: FlightStatus | null, to: FlightStatus): boolean =>
  from === null || (FLIGHT_STATUS_TRANSITIONS[from] as readonly FlightStatus[]).includes(to);

export const DISRUPTION_KINDS = ['cancelled', 'retimed'] as const;
export type DisruptionKind = (typeof DISRUPTION_KINDS)[number];
export const DISRUPTION_CHOICES = ['accept', 'rebook', 'refund'] as const;
export type DisruptionChoice = (typeof DISRUPTION_CHOICES)[number];
/** An affected order: open until the traveller answers. */
export const DISRUPTION_ORDER_STATUSES = ['open', 'accepted', 'rebooked', 'refunded'] as const;
export type DisruptionOrderStatus = (typeof DISRUPTION_ORDER_STATUSES)[number];
/** Rebooking flights are offered this many days either side of the disrupted one. */
export const DISRUPTION_REBOOK_DAYS = 3;

const instant = z.iso.datetime({ offset: true });

export const flightStatusParamsSchema = z.object({ id: z.string().regex(/^\d{1,10}$/, 'flight id') });

export const flightStatusRequestSchema = z
  .object({
    status: z.enum(FLIGHT_STATUSES),
    /** The new estimated times: required for `delayed`. */
    estimated_departure: instant.optional(),
    estimated_arrival: instant.optional(),
    gate: z.string().trim().max(8).optional(),
    terminal: z.string().trim().max(4).optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .superRefine((body, ctx) => {
    if (
      body.estimated_departure &&
      body.estimated_arrival &&
      Date.parse(body.estimated_arrival) <= Date.parse(body.estimated_departure)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['estimated_arrival'],
        message: 'invalid_date',
        ...issueParams({ code: 'invalid_date' }),
      });
    }
  })
  .meta({ id: 'FlightStatusRequest' });
export type FlightStatusRequest = z.input<typeof flightStatusRequestSchema>;

export const flightStatusSchema = z
  .object({
    flight_id: z.string(),
    flight_number: z.string(),
    origin: z.string(),
    destination: z.string(),
    scheduled_departure: z.string(),
    scheduled_arrival: z.string(),
    status: z.enum(FLIGHT_STATUSES),
    estimated_departure: z.string().nullable(),
    estimated_arrival: z.string().nullable(),
    gate: z.string().nullable(),
    terminal: z.string().nullable(),
    reason: z.string(),
    updated_at: z.string(),
    /** The disruption this change opened (a cancellation, or a retime beyond the threshold), if any. */
    disruption_id: z.string().nullable(),
    /** Orders whose travellers were told (in this change). */
    notified_orders: z.number().int(),
  })
  .meta({ id: 'FlightStatus' });
export type FlightStatusView = z.infer<typeof flightStatusSchema>;

const disruptionFlightSchema = z.object({
  id: z.string(),
  flight_number: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Instants (ISO) and the local times at the airports (yyyy-MM-dd HH:mm). */
  departure: z.string(),
  arrival: z.string(),
  departure_local: z.string(),
  arrival_local: z.string(),
});
export type DisruptionFlight = z.infer<typeof disruptionFlightSchema>;

export const disruptionOptionSchema = disruptionFlightSchema
  .extend({ seats_left: z.number().int() })
  .meta({ id: 'DisruptionOption' });
export type DisruptionOption = z.infer<typeof disruptionOptionSchema>;

export const orderDisruptionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DISRUPTION_KINDS),
    /** The flight as booked. */
    flight: disruptionFlightSchema,
    /** The new departure of a retimed flight (ISO), null for a cancellation. */
    new_departure: z.string().nullable(),
    new_departure_local: z.string().nullable(),
    reason: z.string(),
    status: z.enum(DISRUPTION_ORDER_STATUSES),
    /** The choices open now (empty once answered). */
    choices: z.array(z.enum(DISRUPTION_CHOICES)),
    /** Flights of the same route within three days either side with seats for every passenger. */
    options: z.array(disruptionOptionSchema),
    answered_at: z.string().nullable(),
    /** After a rebooking: the new order with the new tickets. */
    new_order_number: z.string().nullable(),
  })
  .meta({ id: 'OrderDisruption' });
export type OrderDisruption = z.infer<typeof orderDisruptionSchema>;

export const disruptionAnswerSchema = z
  .object({
    choice: z.enum(DISRUPTION_CHOICES),
    /** The chosen option's `id` (required for `rebook`). */
    flight: z.string().trim().max(40).optional(),
  })
  .meta({ id: 'DisruptionAnswer' });
export type DisruptionAnswer = z.input<typeof disruptionAnswerSchema>;

export const disruptionAnsweredSchema = z
  .object({
    order_number: z.string(),
    choice: z.enum(DISRUPTION_CHOICES),
    status: z.enum(DISRUPTION_ORDER_STATUSES),
    /** Rebooked: the order with the new tickets and its token. */
    new_order_number: z.string().nullable(),
    new_order_token: z.string().nullable(),
    /** Refunded: what goes back (everything paid, the agency fee included). */
    refund_amount: z.number().int().nullable(),
    currency: z.literal('KGS'),
  })
  .meta({ id: 'DisruptionAnswered' });
export type DisruptionAnswered = z.infer<typeof disruptionAnsweredSchema>;

export const staffDisruptionOrderSchema = z.object({
  order_number: z.string(),
  order_status: z.string(),
  contact_email: z.string(),
  language: z.string(),
  passengers: z.number().int(),
  status: z.enum(DISRUPTION_ORDER_STATUSES),
  notified_at: z.string(),
  reminded_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** Who answered: 'traveller' (order token or account) — null while open. */
  answered_by: z.string().nullable(),
  new_order_number: z.string().nullable(),
});

export const staffDisruptionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DISRUPTION_KINDS),
    flight: disruptionFlightSchema,
    new_departure: z.string().nullable(),
    reason: z.string(),
    created_at: z.string(),
    created_by: z.string().nullable(),
    orders: z.array(staffDisruptionOrderSchema),
  })
  .meta({ id: 'StaffDisruption' });
export type StaffDisruption = z.infer<typeof staffDisruptionSchema>;

export const staffDisruptionListSchema = z
  .object({ results: z.array(staffDisruptionSchema) })
  .meta({ id: 'StaffDisruptionList' });
export type StaffDisruptionList = z.infer<typeof staffDisruptionListSchema>;

export const staffDisruptionParamsSchema = z.object({ id: z.uuid() });
export const staffDisruptionRemindSchema = z.object({ reason: z.string().trim().min(1).max(500).optional() });
export const staffDisruptionRemindedSchema = z
  .object({ reminded: z.number().int() })
  .meta({ id: 'StaffDisruptionReminded' });
