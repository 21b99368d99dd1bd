/**
 * The staff API under /api/staff/ (the back office): who is signed in, and the service requests
 * of every kind (tour, rail, partner, appeal, exchange, refund) with staff's answers. Every route
 * needs a staff account: 401 without a valid token, 403 `forbidden` for anyone else.
 */
import { z } from 'zod';
import { SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES } from './content.js';
import { LANGUAGES } from './languages.js';

export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
/** The statuses an answer may leave a request in ('new' makes no sense once it is answered). */
export const STAFF_ANSWER_STATUSES = ['in_progress', 'done', 'cancelled'] as const;
export const STAFF_REQUESTS_PAGE_SIZE = 20;
export const STAFF_ANSWER_MAX_LENGTH = 5000;

/** An empty query parameter (`?kind=`) counts as absent, as the web client sends them. */
const optionalQueryParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const staffMeSchema = z
  .object({ id: z.string(), email: z.string(), is_staff: z.boolean() })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffRequestListQuerySchema = z.object({
  kind: optionalQueryParam(z.enum(SERVICE_REQUEST_KINDS)),
  status: optionalQueryParam(z.enum(SERVICE_REQUEST_STATUSES)),
  q: optionalQueryParam(
    z.string().trim().max(100).describe('Part of the number, name, email, phone, order number or message, any case'),
  ),
  page: optionalQueryParam(z.coerce.number().int().min(1).max(10_000)),
});
export type StaffRequestListQuery = z.input<typeof staffRequestListQuerySchema>;

export const staffRequestParamsSchema = z.object({
  number: z.string().trim().toUpperCase().min(1).max(12).describe('The request number, e.g. R-7K3Q9P'),
});

/** The staff member who last answered the request or changed its status. */
const staffRefSchema = z.object({ id: z.string(), email: z.string() });

export const staffServiceRequestSchema = z
  .object({
    number: z.string(),
    kind: z.enum(SERVICE_REQUEST_KINDS),
    status: z.enum(SERVICE_REQUEST_STATUSES),
    language: z.enum(LANGUAGES).describe('The language the request was sent in; answers are mailed in it'),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().describe("'' when the sender gave none"),
    order_number: z.string().nullable().describe('Appeal, exchange and refund: the order as the sender typed it (upper case, not checked)'),
    ref: z.string().nullable().describe('Partner code'),
    user_id: z.string().nullable().describe('The account that sent it, when signed in'),
    staff_answer: z.string().nullable(),
    answered_at: z.string().nullable(),
    handled_by: staffRefSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'StaffServiceRequest' });
export type StaffServiceRequest = z.infer<typeof staffServiceRequestSchema>;

export const staffServiceRequestDetailSchema = staffServiceRequestSchema
  .extend({
    payload: z
      .record(z.string(), z.unknown())
      .describe("The form's own fields: tour/date/people, route/class, company/partnership, topic/message/desired_date…"),
  })
  .meta({ id: 'StaffServiceRequestDetail' });
export type StaffServiceRequestDetail = z.infer<typeof staffServiceRequestDetailSchema>;

export const staffRequestListSchema = z
  .object({
    results: z.array(staffServiceRequestSchema).describe('Newest first'),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: 'StaffServiceRequestList' });
export type StaffRequestList = z.infer<typeof staffRequestListSchema>;

export const staffRequestAnswerSchema = z
  .object({
    message: z.string().trim().min(1).max(STAFF_ANSWER_MAX_LENGTH).describe("Mailed to the sender inside a letter in the request's language"),
    status: z.enum(STAFF_ANSWER_STATUSES).default('done'),
  })
  .meta({ id: 'StaffRequestAnswer' });
export type StaffRequestAnswer = z.input<typeof staffRequestAnswerSchema>;

/** Whether the answer reached the sender's mailbox: `no_email` (tour requests may have none) or `failed` (try again later). */
export const STAFF_ANSWER_EMAIL_STATUSES = ['sent', 'no_email', 'failed'] as const;

export const staffRequestAnsweredSchema = staffServiceRequestDetailSchema
  .extend({ email_status: z.enum(STAFF_ANSWER_EMAIL_STATUSES), detail: z.string() })
  .meta({ id: 'StaffServiceRequestAnswered' });
export type StaffRequestAnswered = z.infer<typeof staffRequestAnsweredSchema>;

export const staffRequestStatusSchema = z
  .object({ status: z.enum(SERVICE_REQUEST_STATUSES) })
  .meta({ id: 'StaffRequestStatusChange' });
export type StaffRequestStatusChange = z.infer<typeof staffRequestStatusSchema>;
