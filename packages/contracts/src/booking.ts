/**
 * Orders: booking the offers of a search for its passengers, and reading the order back
 * (guests with the contact email or the signed link of the confirmation email, owners with their token).
 */
import { z } from 'zod';
import { PASSENGER_TYPES } from './constants.js';
import { priceLineSchema, ticketSchema } from './flights.js';
import { PARTNER_REF_PATTERN } from './content.js';
import { personNameSchema } from './passenger-validation.js';
import { DOCUMENT_TYPES, GENDERS } from './reference.js';
import { errorCodeSchema } from './errors.js';

/** Minutes between booking and the payment deadline; unpaid orders then expire and release their seats. */
export const PAYMENT_DEADLINE_MINUTES = 20;
/**
 * Unpaid seats one contact (its email or its phone) may hold on one flight at a time: one booking of up to
 * nine passengers. Held seats are those of orders booked and not yet paid or expired.
 */
export const HOLD_SEATS_PER_CONTACT = 9;
/** Unpaid seats one client address may hold on one flight at a time: two full bookings (a family, an office). */
export const HOLD_SEATS_PER_IP = 18;
/** Booking references: 6 characters without the look-alikes 0/O, 1/I/L. */
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/**
 * Who may act on an order: its owner (the access token of the account that bought it) or whoever holds
 * the order token (answered by POST /booking/, carried by the links in its emails), sent as this header
 * or as ?token=. The order number alone never authorizes anything.
 */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';
/** The order token stays valid until this many days after the order's last flight. */
export const ORDER_TOKEN_DAYS_AFTER_TRIP = 30;

export const ORDER_NUMBER_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;
export const ORDER_STATUSES = [
  'booked',
  'paid',
  'ticketed',
  'expired',
  'cancelled',
  'refund_requested',
  'refunded',
  'exchange_requested',
  'exchanged',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const text = (max: number) => z.string().trim().max(max);
/** dd.MM.yyyy or dd-MM-yyyy (yyyy-MM-dd is accepted too); checked by the passenger rules. */
const dateText = z.string().trim().max(10);

export const bookingPassengerSchema = z
  .object({
    type: z.enum(PASSENGER_TYPES),
    /** Infants only: true takes a seat (babies_with_sit of the search). */
    with_seat: z.boolean().default(false),
    /** Adults only: the pensioner fare (pensioners of the search); 65 or over on the flight date. */
    pensioner: z.boolean().default(false),
    first_name: personNameSchema(100).describe(
      'Letters, spaces, hyphens and apostrophes; Latin letters for international itineraries',
    ),
    last_name: personNameSchema(100),
    gender: z.enum(GENDERS),
    birth_date: dateText,
    citizenship: z.string().trim().length(2).toUpperCase(),
    document_type: z.enum(DOCUMENT_TYPES),
    document_number: text(32),
    document_expiry: dateText.optional().describe('Required for international itineraries; must not have expired'),
  })
  .meta({ id: 'BookingPassenger' });
export type BookingPassenger = z.input<typeof bookingPassengerSchema>;

export const bookingRequestSchema = z
  .object({
    search_id: z.string().regex(/^[0-9a-f]{32}$/),
    outbound_ticket: z.string().trim().min(1).max(16).describe("Offer id of the search, e.g. 'T3'"),
    return_ticket: z
      .string()
      .trim()
      .min(1)
      .max(16)
      .nullable()
      .optional()
      .describe("Offer id of the return leg, e.g. 'B5'"),
    passengers: z.array(bookingPassengerSchema).min(1).max(18),
    contact: z.object({ email: text(254), phone: text(32) }),
    ref: z
      .string()
      .regex(PARTNER_REF_PATTERN)
      .nullable()
      .optional()
      .describe('Partner code remembered from ?ref= (30 days)'),
    /** The new total a 409 price_changed answered: the buyer accepts it. */
    accept_price: z.number().int().min(0).optional(),
  })
  .meta({ id: 'BookingRequest' });
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** Ticket selection: the chosen offers of a search, priced again before the passenger forms. */
export const selectionRequestSchema = z
  .object({
    search_id: z.string().regex(/^[0-9a-f]{32}$/),
    outbound_ticket: z.string().trim().min(1).max(16),
    return_ticket: z.string().trim().min(1).max(16).nullable().optional(),
  })
  .meta({ id: 'SelectionRequest' });
export type SelectionRequest = z.input<typeof selectionRequestSchema>;

export const selectionQuoteSchema = z
  .object({
    search_id: z.string(),
    /** The chosen offers as they are priced now (seats left, price and its breakdown). */
    tickets: z.array(ticketSchema),
    quoted_total: z.number().int().describe('The total the search showed'),
    total_price: z.number().int().describe('The total now; send it as accept_price when it differs'),
    price_changed: z.boolean(),
    currency: z.literal('KGS'),
    time_limit: z.number().int().describe('Seconds the search stays valid'),
  })
  .meta({ id: 'SelectionQuote' });
export type SelectionQuote = z.infer<typeof selectionQuoteSchema>;

export const bookingHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(100)
    .describe('A fresh random key (UUID) per purchase; a retry repeats it'),
});

export const bookingCreatedSchema = z
  .object({
    order_number: z.string(),
    status: z.literal('booked'),
    total_price: z.number().int(),
    currency: z.literal('KGS'),
    payment_deadline: z.string().describe('ISO 8601 instant'),
    order_token: z
      .string()
      .describe(
        `The order's access token (valid until ${ORDER_TOKEN_DAYS_AFTER_TRIP} days after the last flight): send it as the ${ORDER_TOKEN_HEADER} header (or ?token=) on every operation of this order`,
      ),
  })
  .meta({ id: 'BookingCreated' });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** 409 answers of POST /booking/: `no_seats`, or `price_changed` with the new total to accept. */
export const bookingConflictSchema = z
  .object({
    detail: z.string(),
    code: errorCodeSchema,
    total_price: z.number().int().optional(),
    currency: z.literal('KGS').optional(),
  })
  .meta({ id: 'BookingConflict' });

export const orderParamsSchema = z.object({
  order_number: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN),
});

export const orderTokenQuerySchema = z.object({
  token: z.string().trim().max(200).optional().describe(`The order token (or send the ${ORDER_TOKEN_HEADER} header)`),
});
export const orderAccessQuerySchema = orderTokenQuerySchema.extend({
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .describe('The contact email: without the token or owner it opens only the masked summary'),
});

export const orderAccessLinkRequestSchema = z
  .object({ email: z.string().trim().min(1).max(254).describe("The order's contact email") })
  .meta({ id: 'OrderAccessLinkRequest' });
export const orderAccessLinkSentSchema = z.object({ detail: z.string() }).meta({ id: 'OrderAccessLinkSent' });

export const orderPassengerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  with_seat: z.boolean(),
  pensioner: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(GENDERS),
  birth_date: z.string().describe('yyyy-MM-dd'),
  citizenship: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  document_number: z.string(),
  document_expiry: z.string().nullable(),
});

export const orderSchema = z
  .object({
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    payment_deadline: z.string(),
    /** Seconds left to pay (0 once past or paid). */
    time_limit: z.number().int(),
    total_price: z.number().int(),
    currency: z.literal('KGS'),
    breakdown: z.array(priceLineSchema.extend({ leg: z.enum(['there', 'back']) })),
    contact: z.object({ email: z.string(), phone: z.string() }),
    passengers: z.array(orderPassengerSchema),
    /** The itinerary as booked (a snapshot: later schedule changes do not alter it). */
    itinerary: z.array(ticketSchema),
    /** Once ticketed: one e-ticket per passenger, in passenger order. */
    tickets: z.array(
      z.object({
        passenger: z.number().int(),
        first_name: z.string(),
        last_name: z.string(),
        number: z.string().describe('13 digits'),
      }),
    ),
    receipt_url: z.string().nullable().describe('The itinerary receipt PDF, once ticketed'),
    booking_reference: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The airline's booking reference (PNR) of an outside supplier's order; null for the agency's own flights",
      ),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/**
 * What the order number plus the contact email shows (GET /booking/{n}/?email= without the order token
 * or owner): status, route and dates only — no names, documents, birth dates or full phone. It can ask for
 * a fresh link to the whole order: POST /booking/{n}/access/.
 */
export const orderSummarySchema = z
  .object({
    summary: z.literal(true),
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    passengers_count: z.number().int(),
    /** The flights as booked (no personal data in them). */
    itinerary: z.array(ticketSchema),
    contact: z.object({
      email: z.string().describe('Masked: a***@example.kg'),
      phone: z.string().describe('Masked: +996 *** *** 456'),
    }),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
