/**
 * Content and services beside the air-ticket path: FAQ, pages (offer, privacy policy), tours,
 * service requests (tour, rail, partner), partner links and the online flight board.
 */
import { z } from 'zod';
import { isValidEmail, isValidPhone } from './passenger-validation.js';
import { issueParams } from './users.js';
import { PARTNER_REF_PATTERN } from './partner-ref.js';

// ---------------------------------------------------------------- FAQ

export const faqItemSchema = z
  .object({
    id: z.string().describe('Stable anchor of the question, for deep links (#id)'),
    question: z.string(),
    answer: z.string().describe('Sanitised HTML'),
  })
  .meta({ id: 'FaqItem' });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqCategorySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    items: z.array(faqItemSchema).describe('Empty while the category waits for answers'),
  })
  .meta({ id: 'FaqCategory' });
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqResponseSchema = z.object({ categories: z.array(faqCategorySchema) }).meta({ id: 'Faq' });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

// ---------------------------------------------------------------- pages

export const CONTENT_PAGE_SLUGS = ['offer', 'privacy'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
export const contentPageParamsSchema = z.object({ slug: z.enum(CONTENT_PAGE_SLUGS) });
/** A download link cannot set Accept-Language, so the PDF also takes the language in the query. */
export const contentPdfQuerySchema = z.object({
  lang: z.string().max(10).optional().describe('ru, ky, en, tr, zh (cn); Accept-Language when absent'),
});
export const contentPageSchema = z
  .object({
    slug: z.enum(CONTENT_PAGE_SLUGS),
    title: z.string(),
    content: z.string().describe('Sanitised HTML'),
    updated_at: z.string().describe('ISO 8601 timestamp'),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;

// ---------------------------------------------------------------- tours

export const TOUR_KINDS = ['domestic', 'outbound'] as const;
export type TourKind = (typeof TOUR_KINDS)[number];

export const tourListItemSchema = z
  .object({
    slug: z.string(),
    kind: z.enum(TOUR_KINDS),
    title: z.string(),
    summary: z.string(),
    region: z.string(),
    image: z.string(),
    price_from: z.number().int().describe('Per person, whole som'),
    currency: z.literal('KGS'),
    duration_days: z.number().int(),
    /** Upcoming start dates, yyyy-MM-dd. */
    dates: z.array(z.string()),
  })
  .meta({ id: 'TourListItem' });
export type TourListItem = z.infer<typeof tourListItemSchema>;

export const tourListResponseSchema = z.object({ results: z.array(tourListItemSchema) }).meta({ id: 'TourList' });
export type TourListResponse = z.infer<typeof tourListResponseSchema>;

export const tourDetailSchema = tourListItemSchema
  .extend({ description: z.string().describe('Sanitised HTML'), includes: z.array(z.string()) })
  .meta({ id: 'TourDetail' });
export type TourDetail = z.infer<typeof tourDetailSchema>;

export const tourParamsSchema = z.object({ slug: z.string().min(1).max(120) });

// ---------------------------------------------------------------- requests

export const SERVICE_REQUEST_KINDS = ['tour', 'rail', 'partner', 'appeal', 'exchange', 'refund'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];
export const SERVICE_REQUEST_STATUSES = ['new', 'in_progress', 'done', 'cancelled'] as const;
export const MAX_REQUEST_PEOPLE = 20;
/** Human-friendly: R- and six characters without the look-alikes 0/O, 1/I/L. */
export const REQUEST_NUMBER_PATTERN = /^R-[2-9A-HJKMNP-Z]{6}$/;

// Re-exported: the partner code rules live in partner-ref.ts so that reading them does not bring zod along.
export { PARTNER_REF_PATTERN, PARTNER_REF_COOKIE, PARTNER_REF_DAYS, isValidPartnerRef } from './partner-ref.js';

export const RAIL_ROUTES = [
  'bishkek-balykchy',
  'bishkek-tokmok',
  'bishkek-kara-balta',
  'bishkek-moscow',
  'bishkek-kazan',
  'bishkek-novosibirsk',
] as const;
export type RailRoute = (typeof RAIL_ROUTES)[number];
/** The Bishkek–Balykchy train runs in summer only (June to August). */
export const SEASONAL_RAIL_ROUTES: Partial<Record<RailRoute, readonly number[]>> = { 'bishkek-balykchy': [6, 7, 8] };
export function isRailRouteRunning(route: RailRoute, isoDate: string): boolean {
  const months = SEASONAL_RAIL_ROUTES[route];
  return !months || months.includes(Number(isoDate.slice(5, 7)));
}
export const RAIL_CLASSES = ['seated', 'platskart', 'kupe', 'sv'] as const;
export type RailClass = (typeof RAIL_CLASSES)[number];
export const PARTNERSHIP_KINDS = ['travel_agency', 'corporate', 'blogger', 'hotel', 'other'] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];

const phoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .refine(isValidPhone, issueParams({ code: 'invalid_phone' }));
const requestEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(254)
  .refine(isValidEmail, issueParams({ code: 'invalid_email' }));
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** Fields every request form has: contacts, consent, the honeypot and the partner code. */
const requestBaseShape = {
  name: z.string().trim().min(1).max(100),
  phone: phoneSchema,
  consent: z.literal(true).describe('Consent to the processing of personal data (privacy policy)'),
  /** Hidden from people; a bot that fills it in is answered as usual and nothing is stored. */
  homepage: z.string().max(200).optional().describe('Honeypot: must stay empty'),
  ref: z.string().regex(PARTNER_REF_PATTERN).optional().describe('Partner code remembered from ?ref='),
  comment: z.string().trim().max(1000).optional(),
};

export const tourRequestSchema = z
  .object({
    ...requestBaseShape,
    tour: z.string().min(1).max(120).describe('Tour slug'),
    email: requestEmailSchema.optional().or(z.literal('')),
    date: isoDateSchema.describe('Desired start date, not in the past'),
    people: z.coerce.number().int().min(1).max(MAX_REQUEST_PEOPLE),
  })
  .meta({ id: 'TourRequest' });
export type TourRequest = z.input<typeof tourRequestSchema>;
export type TourRequestBody = z.output<typeof tourRequestSchema>;

export const railRequestSchema = z
  .object({
    ...requestBaseShape,
    email: requestEmailSchema,
    route: z.enum(RAIL_ROUTES),
    date: isoDateSchema.describe('Travel date, not in the past; Bishkek–Balykchy June to August only'),
    passengers: z.coerce.number().int().min(1).max(MAX_REQUEST_PEOPLE),
    class: z.enum(RAIL_CLASSES),
  })
  .meta({ id: 'RailRequest' });
export type RailRequest = z.input<typeof railRequestSchema>;
export type RailRequestBody = z.output<typeof railRequestSchema>;

export const partnerRequestSchema = z
  .object({
    ...requestBaseShape,
    company: z.string().trim().min(1).max(200),
    email: requestEmailSchema,
    partnership: z.enum(PARTNERSHIP_KINDS),
    site: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'PartnerRequest' });
export type PartnerRequest = z.input<typeof partnerRequestSchema>;
export type PartnerRequestBody = z.output<typeof partnerRequestSchema>;

/** What an appeal is: a complaint, a question or a suggestion. */
export const APPEAL_TOPICS = ['complaint', 'question', 'suggestion'] as const;
export type AppealTopic = (typeof APPEAL_TOPICS)[number];
const footerOrderNumber = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/.test(v), issueParams({ code: 'invalid_order_number' }));
/**
 * The footer forms (appeal, exchange, refund) for people without an account: acknowledged by
 * email with a request number, handled by staff. Phone is optional here; the email is required.
 */
const footerFormShape = {
  name: z.string().trim().min(1).max(100),
  email: requestEmailSchema,
  phone: phoneSchema.optional().or(z.literal('')),
  message: z.string().trim().min(10).max(2000),
  consent: z.literal(true).describe('Consent to the processing of personal data (privacy policy)'),
  homepage: z.string().max(200).optional().describe('Honeypot: must stay empty'),
  ref: z.string().regex(PARTNER_REF_PATTERN).optional(),
};

export const appealRequestSchema = z
  .object({
    ...footerFormShape,
    topic: z.enum(APPEAL_TOPICS),
    order_number: footerOrderNumber.optional().or(z.literal('')),
  })
  .meta({ id: 'AppealRequest' });
export type AppealRequest = z.input<typeof appealRequestSchema>;
export type AppealRequestBody = z.output<typeof appealRequestSchema>;

export const exchangeFormSchema = z
  .object({
    ...footerFormShape,
    order_number: footerOrderNumber,
    desired_date: isoDateSchema.optional().or(z.literal('')),
  })
  .meta({ id: 'ExchangeForm' });
export type ExchangeForm = z.input<typeof exchangeFormSchema>;
export type ExchangeFormBody = z.output<typeof exchangeFormSchema>;

export const refundFormSchema = z
  .object({ ...footerFormShape, order_number: footerOrderNumber })
  .meta({ id: 'RefundForm' });
export type RefundForm = z.input<typeof refundFormSchema>;
export type RefundFormBody = z.output<typeof refundFormSchema>;

export const serviceRequestCreatedSchema = z
  .object({ request_number: z.string().describe('e.g. R-7K3Q9P'), detail: z.string() })
  .meta({ id: 'ServiceRequestCreated' });
export type ServiceRequestCreated = z.infer<typeof serviceRequestCreatedSchema>;

// ---------------------------------------------------------------- flight board

export const BOARD_AIRPORTS = ['BSZ', 'OSS'] as const;
export type BoardAirport = (typeof BOARD_AIRPORTS)[number];
export const BOARD_DIRECTIONS = ['departures', 'arrivals'] as const;
export type BoardDirection = (typeof BOARD_DIRECTIONS)[number];
export const BOARD_STATUSES = [
  'scheduled',
  'check_in',
  'boarding',
  'departed',
  'arrived',
  'delayed',
  'cancelled',
] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];
export const BOARD_REFRESH_MS = 60_000;
export const CHECK_IN_OPENS_MIN = 180;
export const BOARDING_STARTS_MIN = 40;

export const boardQuerySchema = z.object({
  airport: z.enum(BOARD_AIRPORTS).default('BSZ'),
  direction: z.enum(BOARD_DIRECTIONS).default('departures'),
  date: isoDateSchema.optional().describe('Local date at the airport; today when absent'),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

/** When things happen to one flight; the status at any instant follows from it. */
export const boardTimelineSchema = z.object({
  scheduled_departure: z.string(),
  scheduled_arrival: z.string(),
  estimated_departure: z.string(),
  estimated_arrival: z.string(),
  cancelled: z.boolean(),
});
export type BoardTimeline = z.infer<typeof boardTimelineSchema>;

export const boardRowSchema = z
  .object({
    id: z.string(),
    flight_number: z.string(),
    airline: z.string(),
    airline_code: z.string(),
    /** The other end: destination on departures, origin on arrivals. */
    city: z.string(),
    airport_code: z.string(),
    /** Local time at the board's airport, HH:mm. */
    scheduled_time: z.string(),
    estimated_time: z.string().nullable().describe('Set when it differs from the schedule'),
    terminal: z.string(),
    gate: z.string().nullable(),
    status: z.enum(BOARD_STATUSES),
    timeline: boardTimelineSchema.nullable().describe('Null when the source gives statuses only'),
  })
  .meta({ id: 'BoardRow' });
export type BoardRow = z.infer<typeof boardRowSchema>;

export const boardResponseSchema = z
  .object({
    airport: z.enum(BOARD_AIRPORTS),
    direction: z.enum(BOARD_DIRECTIONS),
    date: z.string(),
    time_zone: z.string(),
    generated_at: z.string(),
    rows: z.array(boardRowSchema),
  })
  .meta({ id: 'Board' });
export type BoardResponse = z.infer<typeof boardResponseSchema>;

const MINUTE = 60_000;

/**
 * The status of a flight at an instant, from its timeline: check-in opens 3 h before departure,
 * boarding 40 min before; a delayed flight says so until boarding starts at the new time.
 * The API and the web board share it, so a board left open moves on with the clock.
 */
export function boardStatusAt(timeline: BoardTimeline, direction: BoardDirection, now: number): BoardStatus {
  if (timeline.cancelled) return 'cancelled';
  const departure = Date.parse(timeline.estimated_departure);
  const arrival = Date.parse(timeline.estimated_arrival);
  const isDelayed = departure > Date.parse(timeline.scheduled_departure);
  if (direction === 'arrivals') {
    if (now >= arrival) return 'arrived';
    if (now >= departure) return 'departed';
    return isDelayed ? 'delayed' : 'scheduled';
  }
  if (now >= departure) return 'departed';
  if (now >= departure - BOARDING_STARTS_MIN * MINUTE) return 'boarding';
  if (isDelayed) return 'delayed';
  if (now >= departure - CHECK_IN_OPENS_MIN * MINUTE) return 'check_in';
  return 'scheduled';
}
