/**
 * After the sale: the traveller's order history, refunds and exchanges (quote, then confirm), and
 * what staff see of them. Amounts are integer som (KGS).
 */
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES, orderSchema } from './booking.js';
import { orderDisruptionSchema } from './disruption.js';
import { SEARCH_LEGS } from './constants.js';
import { ticketSchema } from './flights.js';

/** The history tabs of the personal account (docs/product.md#bookings-history: active, used, refunded, eligible for exchange). */
export const HISTORY_GROUPS = ['active', 'used', 'refunded', 'exchangeable'] as const;
export type HistoryGroup = (typeof HISTORY_GROUPS)[number];
export const TICKET_STATUSES = ['issued', 'refund_requested', 'refunded', 'exchanged'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** `completing`: the decision to pay back is taken and the payouts are under way (never rejected after that). */
export const REFUND_STATUSES = ['quoted', 'requested', 'completing', 'refunded', 'rejected', 'expired'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const EXCHANGE_STATUSES = ['quoted', 'awaiting_payment', 'completed', 'expired', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
/** Minutes a refund or exchange quote holds its amounts. */
export const AFTERSALES_QUOTE_MINUTES = 15;
/** The agency's service fee per ticket for a voluntary refund of a fare that is not fully refundable. */
export const AGENCY_REFUND_FEE = 300;
export const HISTORY_PAGE_SIZE = 10;

/** Empty query parameters are ignored (the client drops them too: docs/product.md#bookings-history). */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const bookingHistoryQuerySchema = z.object({
  group: optionalQuery(z.enum(HISTORY_GROUPS)),
  /** Departure date range (the first flight's local date), inclusive. */
  date_from: optionalQuery(isoDate),
  date_to: optionalQuery(isoDate),
  order_number: optionalQuery(z.string().trim().toUpperCase().max(6)),
  /** Part of a passenger's first or last name, any case. */
  passenger: optionalQuery(z.string().trim().max(100)),
  page: optionalQuery(z.coerce.number().int().min(1).max(1000)),
});
export type BookingHistoryQuery = z.input<typeof bookingHistoryQuerySchema>;

export const TIMELINE_EVENTS = [
  'booked',
  'paid',
  'ticketed',
  'expired',
  'refund_requested',
  'refunded',
  'refund_rejected',
  'exchange_started',
  'exchanged',
  'exchanged_from',
  'flight_disrupted',
  'disruption_answered',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const refundSchema = z
  .object({
    refund_id: z.string(),
    order_number: z.string(),
    status: z.enum(REFUND_STATUSES),
    passengers: z.array(z.number().int()).describe('Positions of the refunded passengers'),
    fare_total: z.number().int().describe('What these tickets cost'),
    penalty: z.number().int().describe("The airline's penalty under the fare terms"),
    agency_fee: z.number().int(),
    amount_back: z.number().int(),
    currency: z.literal('KGS'),
    taxes_only: z.boolean().describe('Non-refundable fare: only the taxes come back'),
    automatic: z.boolean().describe('Fully refundable fare: completed by the system on confirmation'),
    /** How the money goes back, in the request's language (to the card/phone of the payment). */
    method: z.string(),
    /** The terms in words, in the request's language. */
    note: z.string(),
    quote_expires_at: z.string(),
    created_at: z.string(),
    staff_note: z.string().nullable(),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

export const orderActionsSchema = z.object({
  refund: z.boolean().describe('A voluntary refund can be quoted now'),
  exchange: z.boolean().describe('The fare allows changes and nothing has flown yet'),
  /** The fare forbids changes: offer a request to staff instead. */
  exchange_request: z.boolean(),
  receipt: z.boolean(),
});

export const orderDetailSchema = orderSchema
  .extend({
    kind: z.enum(['purchase', 'exchange']),
    /** The order this one replaced (an exchange), or the one that replaced it. */
    exchange_of: z.string().nullable(),
    exchanged_to: z.string().nullable(),
    groups: z.array(z.enum(HISTORY_GROUPS)),
    ticket_statuses: z.array(z.object({ passenger: z.number().int(), status: z.enum(TICKET_STATUSES) })),
    actions: orderActionsSchema,
    timeline: z.array(z.object({ at: z.string(), event: z.enum(TIMELINE_EVENTS), detail: z.string() })),
    refunds: z.array(refundSchema),
    /** A cancelled or retimed flight of this order and the traveller's choices (null when none). */
    disruption: orderDisruptionSchema.nullable().optional(),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const bookingHistorySchema = z
  .object({
    results: z.array(orderDetailSchema),
    count: z.number().int(),
    page: z.number().int(),
    total_pages: z.number().int(),
    /** How many of the user's orders each group holds (for the tab badges). */
    groups: z.record(z.enum(HISTORY_GROUPS), z.number().int()),
  })
  .meta({ id: 'BookingHistory' });
export type BookingHistory = z.infer<typeof bookingHistorySchema>;

const orderNumber = z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN);

export const refundRequestSchema = z
  .object({
    order_number: orderNumber,
    /** Positions of the passengers to refund; all the order's active tickets when left out. */
    passengers: z.array(z.number().int().min(0).max(17)).min(1).max(18).optional(),
    reason: z.string().trim().min(1).max(1000),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundQuoteSchema = refundSchema.extend({ status: z.literal('quoted') }).meta({ id: 'RefundQuote' });

export const aftersalesParamsSchema = z.object({ id: z.string().uuid() });
export const aftersalesConfirmSchema = z.object({}).meta({ id: 'AftersalesConfirm' });

export const exchangeRequestSchema = z
  .object({
    order_number: orderNumber,
    new_date: isoDate.describe('The new departure date (same route and cabin)'),
    leg: z.enum(SEARCH_LEGS).default('there').describe('Which leg of a round trip to move'),
  })
  .meta({ id: 'ExchangeRequest' });
export type ExchangeRequest = z.input<typeof exchangeRequestSchema>;

export const exchangeOptionSchema = z.object({
  option_id: z.string(),
  ticket: ticketSchema,
  fare_difference: z.number().int().describe('New fare minus the fare paid for this leg (never below 0)'),
  change_fee: z.number().int(),
  total_due: z.number().int(),
  currency: z.literal('KGS'),
});
export type ExchangeOption = z.infer<typeof exchangeOptionSchema>;

export const exchangeQuoteSchema = z
  .object({
    exchange_id: z.string(),
    order_number: z.string(),
    leg: z.enum(SEARCH_LEGS),
    new_date: z.string(),
    options: z.array(exchangeOptionSchema),
    quote_expires_at: z.string(),
  })
  .meta({ id: 'ExchangeQuote' });
export type ExchangeQuote = z.infer<typeof exchangeQuoteSchema>;

export const exchangeConfirmSchema = z
  .object({ option_id: z.string().trim().min(1).max(16) })
  .meta({ id: 'ExchangeConfirm' });

export const exchangeConfirmedSchema = z
  .object({
    exchange_id: z.string(),
    status: z.enum(EXCHANGE_STATUSES),
    total_due: z.number().int(),
    currency: z.literal('KGS'),
    /** The exchange's own order: pay it through the MBank flow when total_due > 0; it carries the new tickets. */
    order_number: z.string(),
    /** The exchange order's own token: send it (X-Order-Token) to pay it and to open it. */
    order_token: z.string(),
    payment_deadline: z.string().nullable(),
  })
  .meta({ id: 'ExchangeConfirmed' });
export type ExchangeConfirmed = z.infer<typeof exchangeConfirmedSchema>;

// ---------------------------------------------------------------- staff

export const staffRefundListQuerySchema = z.object({ status: optionalQuery(z.enum(REFUND_STATUSES)) });
export const staffRefundSchema = refundSchema
  .extend({ order_status: z.enum(ORDER_STATUSES), contact_email: z.string(), language: z.string() })
  .meta({ id: 'StaffRefund' });
export type StaffRefund = z.infer<typeof staffRefundSchema>;
export const staffRefundListSchema = z.object({ results: z.array(staffRefundSchema) }).meta({ id: 'StaffRefundList' });
export const staffRefundDecisionSchema = z
  .object({ note: z.string().trim().max(2000).optional().describe('Written to the traveller (required to reject)') })
  .meta({ id: 'StaffRefundDecision' });
export const staffExchangeListSchema = z
  .object({
    results: z.array(
      z.object({
        exchange_id: z.string(),
        order_number: z.string(),
        status: z.enum(EXCHANGE_STATUSES),
        leg: z.enum(SEARCH_LEGS),
        new_date: z.string(),
        total_due: z.number().int().nullable(),
        exchange_order_number: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'StaffExchangeList' });
export type StaffExchange = z.infer<typeof staffExchangeListSchema>['results'][number];
