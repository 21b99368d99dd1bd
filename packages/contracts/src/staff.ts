/**
 * The staff API under /api/staff/ (the back office): who is signed in, the second factor, staff
 * accounts and roles, the audit log, and the service requests of every kind (tour, rail, partner,
 * appeal, exchange, refund) with staff's answers. Every route needs a staff account with one of
 * the route's roles: 401 without a valid token, 403 `forbidden` for anyone else, and 403
 * `mfa_setup_required` until the account has enrolled its second factor (TOTP).
 */
import { z } from 'zod';
import { ORDER_STATUSES, orderSchema } from './booking.js';
import { EXCHANGE_STATUSES, REFUND_STATUSES } from './aftersales.js';
import { PARTNER_REF_PATTERN, SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES } from './content.js';
import { LANGUAGES } from './languages.js';
import { MANUAL_REFUND_STATUSES, PAYMENT_STATUSES } from './payments.js';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './staff-audit.js';

export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
/** The statuses an answer may leave a request in ('new' makes no sense once it is answered). */
export const STAFF_ANSWER_STATUSES = ['in_progress', 'done', 'cancelled'] as const;
export const STAFF_REQUESTS_PAGE_SIZE = 20;
export const STAFF_ANSWER_MAX_LENGTH = 5000;

/** An empty query parameter (`?kind=`) counts as absent, as the web client sends them. */
const optionalQueryParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * `admin`: staff accounts and roles, and everything agents do; `agent`: orders, requests, refunds,
 * exchanges, payments, partners; `editor`: content (the next back-office part); `inventory`: schedules,
 * fare families, seat blocks and their imports (admins may do all of it too).
 */
export const STAFF_ROLES = ['admin', 'agent', 'editor', 'inventory'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES).meta({ id: 'StaffRole' });
/** The roles of the day-to-day work (orders, queues, money, partners, the audit log). */
export const STAFF_WORK_ROLES = ['admin', 'agent'] as const satisfies readonly StaffRole[];

export const staffMeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    is_staff: z.boolean(),
    roles: z.array(staffRoleSchema),
    mfa_enabled: z.boolean(),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffRequestListQuerySchema = z.object({
  kind: optionalQueryParam(z.enum(SERVICE_REQUEST_KINDS)),
  status: optionalQueryParam(z.enum(SERVICE_REQUEST_STATUSES)),
  q: optionalQueryParam(
    z.string().trim().max(100).describe('Part of the number, name, email, phone, order number or message, any case'),
  ),
  page: optionalQueryParam(z.coerce.number().int().min(1).max(10_000)),
  assigned: optionalQueryParam(z.enum(['me', 'nobody']).describe('Only mine, or only those nobody has taken')),
  language: optionalQueryParam(z.enum(LANGUAGES).describe('The language the request was sent in')),
  sort: optionalQueryParam(z.enum(['newest', 'oldest']).describe('newest (default) or oldest first (the queue)')),
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
    order_number: z
      .string()
      .nullable()
      .describe('Appeal, exchange and refund: the order as the sender typed it (upper case, not checked)'),
    ref: z.string().nullable().describe('Partner code'),
    user_id: z.string().nullable().describe('The account that sent it, when signed in'),
    staff_answer: z.string().nullable(),
    answered_at: z.string().nullable(),
    handled_by: staffRefSchema.nullable(),
    assigned_to: staffRefSchema.nullable().describe('The staff member working on it ("assign to me")'),
    age_seconds: z.number().int().describe('Seconds since it was sent'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'StaffServiceRequest' });
export type StaffServiceRequest = z.infer<typeof staffServiceRequestSchema>;

export const staffServiceRequestDetailSchema = staffServiceRequestSchema
  .extend({
    payload: z
      .record(z.string(), z.unknown())
      .describe(
        "The form's own fields: tour/date/people, route/class, company/partnership, topic/message/desired_date…",
      ),
    answers: z
      .array(z.object({ at: z.string(), staff: staffRefSchema.nullable(), message: z.string(), status: z.string() }))
      .describe('Every answer sent, oldest first (from the audit log)'),
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
    message: z
      .string()
      .trim()
      .min(1)
      .max(STAFF_ANSWER_MAX_LENGTH)
      .describe("Mailed to the sender inside a letter in the request's language"),
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

export const staffRequestAssignSchema = z
  .object({ assignee: z.enum(['me', 'nobody']).default('me') })
  .meta({ id: 'StaffRequestAssign' });

export const STAFF_ANSWER_TEMPLATE_IDS = ['received', 'in_progress', 'need_details', 'done'] as const;

export const staffAnswerTemplatesSchema = z
  .object({
    language: z.enum(LANGUAGES).describe("The request's language: the templates are written in it"),
    templates: z.array(
      z.object({
        id: z.enum(STAFF_ANSWER_TEMPLATE_IDS),
        title: z.string(),
        text: z.string().describe('Ready to edit and send as `message`'),
      }),
    ),
  })
  .meta({ id: 'StaffAnswerTemplates' });
export type StaffAnswerTemplates = z.infer<typeof staffAnswerTemplatesSchema>;

export const staffRequestStatusSchema = z
  .object({ status: z.enum(SERVICE_REQUEST_STATUSES) })
  .meta({ id: 'StaffRequestStatusChange' });
export type StaffRequestStatusChange = z.infer<typeof staffRequestStatusSchema>;

// ---------------------------------------------------------------------------------------------
// The second factor (TOTP, RFC 6238: SHA-1, 6 digits, 30 s steps, one step of clock drift allowed).

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const MFA_RECOVERY_CODE_COUNT = 10;
/** How long the `mfa_token` of a password sign-in waits for its code. */
export const MFA_TOKEN_TTL_SECONDS = 300;
/** Wrong codes an account may send in MFA_FAILURE_WINDOW_SECONDS before it must wait (all processes). */
export const MFA_MAX_FAILURES = 5;
export const MFA_FAILURE_WINDOW_SECONDS = 900;

/** A 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`, any case, dash optional). */
export const mfaCodeSchema = z.string().trim().min(6).max(32);

export const staffMfaSetupSchema = z
  .object({
    secret: z.string().describe('Base32 secret, for typing into an authenticator app by hand'),
    otpauth_url: z.string().describe('otpauth://totp/… URI (the content of the QR code)'),
    qr_code: z.string().describe('The otpauth URI as a PNG QR code, as a data: URL'),
  })
  .meta({ id: 'StaffMfaSetup' });
export type StaffMfaSetup = z.infer<typeof staffMfaSetupSchema>;

export const staffMfaConfirmSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  })
  .meta({ id: 'StaffMfaConfirm' });

export const staffMfaEnrolledSchema = z
  .object({
    mfa_enabled: z.literal(true),
    recovery_codes: z
      .array(z.string())
      .describe('Shown once: each signs in once instead of a TOTP code; only their hashes are kept'),
  })
  .meta({ id: 'StaffMfaEnrolled' });
export type StaffMfaEnrolled = z.infer<typeof staffMfaEnrolledSchema>;

/** `POST /api/users/token/` of an account with a second factor: no tokens yet. */
export const mfaChallengeSchema = z
  .object({
    mfa_required: z.literal(true),
    mfa_token: z
      .string()
      .describe(`Send it with the code to POST /api/users/token/mfa/; lives ${MFA_TOKEN_TTL_SECONDS} s, single use`),
  })
  .meta({ id: 'MfaChallenge' });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const mfaTokenRequestSchema = z
  .object({
    mfa_token: z.string().min(1).max(200),
    code: mfaCodeSchema.describe('The TOTP code, or one of the recovery codes'),
  })
  .meta({ id: 'MfaTokenRequest' });

// ---------------------------------------------------------------------------------------------
// Staff accounts (admins).

export const STAFF_INVITE_TTL_HOURS = 72;
export const STAFF_USERS_PAGE_SIZE = 50;

export const staffUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    roles: z.array(staffRoleSchema),
    active: z.boolean(),
    mfa_enabled: z.boolean(),
    invite_pending: z.boolean().describe('Invited, the password not set yet'),
    created_at: z.string(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserListSchema = z.object({ results: z.array(staffUserSchema) }).meta({ id: 'StaffUserList' });
export type StaffUserList = z.infer<typeof staffUserListSchema>;

const rolesSchema = z
  .array(staffRoleSchema)
  .min(1)
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

export const staffInviteSchema = z
  .object({ email: z.string().trim().toLowerCase().email().max(254), roles: rolesSchema })
  .meta({ id: 'StaffInvite' });
export type StaffInvite = z.input<typeof staffInviteSchema>;

export const staffInviteAcceptSchema = z
  .object({ token: z.string().min(10).max(200), password: z.string().min(1).max(128) })
  .meta({ id: 'StaffInviteAccept' });

export const staffInviteAcceptedSchema = z
  .object({ email: z.string(), detail: z.string() })
  .meta({ id: 'StaffInviteAccepted' });

export const staffUserParamsSchema = z.object({ id: z.uuid() });

export const staffUserPatchSchema = z
  .object({ roles: rolesSchema.optional(), active: z.boolean().optional() })
  .refine((patch) => patch.roles !== undefined || patch.active !== undefined, { message: 'roles or active' })
  .meta({ id: 'StaffUserPatch' });
export type StaffUserPatch = z.input<typeof staffUserPatchSchema>;

// ---------------------------------------------------------------------------------------------
// The audit log.

export const STAFF_AUDIT_PAGE_SIZE = 50;

export const staffAuditQuerySchema = z.object({
  entity: optionalQueryParam(z.string().trim().max(32)),
  id: optionalQueryParam(z.string().trim().max(64)),
  staff: optionalQueryParam(z.string().trim().max(254).describe("The staff member's id or email")),
  page: optionalQueryParam(z.coerce.number().int().min(1).max(10_000)),
});

export const staffAuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    staff: staffRefSchema.nullable(),
    ip: z.string(),
    entity: z.string().describe(`One of AUDIT_ENTITIES: ${AUDIT_ENTITIES.join(', ')}`),
    entity_id: z.string(),
    action: z.string().describe(`One of AUDIT_ACTIONS: ${AUDIT_ACTIONS.join(', ')}`),
    reason: z.string().nullable(),
    before: z.unknown().describe('The values before the action (JSON), or null'),
    after: z.unknown().describe('The values after the action (JSON), or null'),
  })
  .meta({ id: 'StaffAuditEntry' });
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditListSchema = z
  .object({
    results: z.array(staffAuditEntrySchema).describe('Newest first'),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: 'StaffAuditList' });
export type StaffAuditList = z.infer<typeof staffAuditListSchema>;

// ---------------------------------------------------------------------------------------------
// Orders (admins and agents).

export const STAFF_ORDERS_PAGE_SIZE = 25;
/** At most this many rows in one CSV export. */
export const STAFF_ORDERS_EXPORT_MAX = 10_000;
export const STAFF_ACTION_REASON_MAX_LENGTH = 1000;
export const STAFF_NOTE_MAX_LENGTH = 2000;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const staffOrderListQuerySchema = z.object({
  q: optionalQueryParam(
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe(
        'Order number, contact email or phone, passenger surname (any case, Latin or Cyrillic) or ticket number',
      ),
  ),
  status: optionalQueryParam(z.enum(ORDER_STATUSES)),
  date_from: optionalQueryParam(isoDay.describe('Booked on or after this day (Bishkek time)')),
  date_to: optionalQueryParam(isoDay.describe('Booked on or before this day (Bishkek time)')),
  page: optionalQueryParam(z.coerce.number().int().min(1).max(10_000)),
});
export type StaffOrderListQuery = z.input<typeof staffOrderListQuerySchema>;

export const staffOrderRowSchema = z
  .object({
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    language: z.string(),
    total_price: z.number().int(),
    currency: z.string(),
    route: z.string().describe('Airport codes of the itinerary, e.g. "BSZ–IST–BSZ"'),
    first_departure: z.string().nullable().describe('Local date and time of the first flight'),
    passengers: z.array(z.string()).describe('"SURNAME Given names", in passenger order'),
    ticket_numbers: z.array(z.string()),
    partner_ref: z.string().nullable(),
  })
  .meta({ id: 'StaffOrderRow' });
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrderListSchema = z
  .object({
    results: z.array(staffOrderRowSchema).describe('Newest first'),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: 'StaffOrderList' });
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

export const staffOrderParamsSchema = z.object({
  order_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/),
});

export const STAFF_MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
/** Where an SMS stands at the gateway, from its answers and delivery reports (the last four are final). */
export const SMS_DELIVERY_STATUSES = [
  'accepted',
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'rejected',
  'unknown',
] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];

export const staffOrderDetailSchema = z
  .object({
    order: orderSchema.describe('The order as its traveller sees it: passengers with documents, itinerary, tickets'),
    language: z.string(),
    kind: z.enum(['purchase', 'exchange']),
    partner_ref: z.string().nullable(),
    user_id: z.string().nullable().describe('The account that booked it, when signed in'),
    exchange_of: z.string().nullable().describe('For an exchange order: the number of the order it replaces'),
    ticket_statuses: z.array(
      z.object({ passenger: z.number().int(), number: z.string().nullable(), status: z.string() }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        attempt: z.number().int(),
        provider: z.string(),
        provider_ref: z.string().nullable(),
        status: z.enum(PAYMENT_STATUSES),
        amount: z.number().int(),
        charged_amount: z.number().int().nullable(),
        refunded_amount: z.number().int(),
        currency: z.string(),
        failure_reason: z.string().nullable(),
        created_at: z.string(),
        paid_at: z.string().nullable(),
      }),
    ),
    refunds: z.array(
      z.object({
        refund_id: z.string(),
        status: z.enum(REFUND_STATUSES),
        passengers: z.array(z.number().int()),
        reason: z.string(),
        amount_back: z.number().int(),
        penalty: z.number().int(),
        staff_note: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    exchanges: z.array(
      z.object({
        exchange_id: z.string(),
        status: z.enum(EXCHANGE_STATUSES),
        leg: z.string(),
        new_date: z.string(),
        total_due: z.number().int().nullable(),
        exchange_order_number: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    manual_refunds: z.array(
      z.object({
        id: z.string(),
        key: z.string(),
        provider_ref: z.string(),
        amount: z.number().int(),
        status: z.enum(MANUAL_REFUND_STATUSES),
        created_at: z.string(),
        done_at: z.string().nullable(),
      }),
    ),
    messages: z
      .array(
        z.object({
          id: z.number().int(),
          channel: z.enum(['email', 'sms']),
          kind: z.string(),
          recipient: z.string(),
          status: z.enum(STAFF_MESSAGE_STATUSES),
          attempts: z.number().int(),
          last_error: z.string().nullable(),
          created_at: z.string(),
          sent_at: z.string().nullable(),
          delivery: z
            .object({
              status: z.enum(SMS_DELIVERY_STATUSES),
              reason: z.string().nullable().describe("The gateway's reason for a refused or undelivered SMS"),
              provider_message_id: z.string().nullable(),
              checked_at: z.string().nullable().describe('When the gateway was last asked for a delivery report'),
            })
            .nullable()
            .describe('An SMS sent through the SMS gateway: its delivery state; null for emails and the dev outbox'),
          text: z
            .string()
            .nullable()
            .describe(
              'What staff may read of the message: the payment code SMS with its code masked (••••••); null for the others',
            ),
        }),
      )
      .describe('Every email and SMS about the order, from the outbox, oldest first'),
    timeline: z
      .array(z.object({ at: z.string(), event: z.string(), detail: z.string().nullable() }))
      .describe('Oldest first'),
    notes: z.array(
      z.object({ id: z.number().int(), text: z.string(), staff: staffRefSchema.nullable(), created_at: z.string() }),
    ),
    audit: z.array(staffAuditEntrySchema).describe("The order's part of the audit log, newest first"),
    actions: z.object({
      resend_confirmation: z.boolean(),
      cancel: z.boolean(),
      start_refund: z.boolean(),
    }),
  })
  .meta({ id: 'StaffOrderDetail' });
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

const reasonSchema = z
  .string()
  .trim()
  .min(1)
  .max(STAFF_ACTION_REASON_MAX_LENGTH)
  .describe('Why: kept in the audit log');

export const staffOrderActionSchema = z.object({ reason: reasonSchema }).meta({ id: 'StaffOrderAction' });
export const staffOrderRefundSchema = z
  .object({ reason: reasonSchema, passengers: z.array(z.number().int().min(0).max(17)).min(1).max(18).optional() })
  .meta({ id: 'StaffOrderRefund' });
export const staffOrderNoteSchema = z
  .object({ text: z.string().trim().min(1).max(STAFF_NOTE_MAX_LENGTH) })
  .meta({ id: 'StaffOrderNote' });
export const staffManualRefundParamsSchema = staffOrderParamsSchema.extend({ id: z.uuid() });

export const staffOrderActionResultSchema = z
  .object({ detail: z.string(), order: staffOrderDetailSchema })
  .meta({ id: 'StaffOrderActionResult' });
export type StaffOrderActionResult = z.infer<typeof staffOrderActionResultSchema>;

// ---------------------------------------------------------------------------------------------
// The dashboard and partners.

export const staffDashboardQuerySchema = z.object({
  days: optionalQueryParam(z.coerce.number().int().min(1).max(366)).describe(
    'Days back from today (Bishkek), default 30',
  ),
});

export const staffDashboardSchema = z
  .object({
    sales_by_day: z
      .array(
        z.object({
          date: z.string().describe('yyyy-MM-dd, Bishkek'),
          orders: z.number().int().describe('Orders booked that day'),
          tickets: z.number().int().describe('E-tickets issued that day'),
          revenue: z.number().int().describe('Som of the orders ticketed that day'),
          refunds: z.number().int().describe('Som paid back by refunds completed that day'),
        }),
      )
      .describe('One entry per day, oldest first, days without sales included'),
    queues: z.object({
      requests_open: z.number().int(),
      refunds_pending: z.number().int(),
      exchanges_pending: z.number().int(),
      reconciliation_unmatched: z
        .number()
        .int()
        .nullable()
        .describe('Charges of yesterday and today not matched; null when the provider cannot be read'),
    }),
    oldest_age_seconds: z
      .object({
        requests_open: z.number().int().nullable(),
        refunds_pending: z.number().int().nullable(),
        exchanges_pending: z.number().int().nullable(),
      })
      .describe("Each queue's oldest item's age"),
    top_routes: z
      .array(z.object({ route: z.string(), orders: z.number().int(), revenue: z.number().int() }))
      .describe('Ticketed in the period, by revenue'),
    payments: z.object({
      attempts: z.number().int(),
      paid: z.number().int(),
      success_rate: z.number().nullable().describe('paid / attempts, 0..1'),
    }),
    exchange_rates_missing: z
      .array(z.string())
      .describe(
        'Supplier currencies without a current National Bank rate (none, or older than 4 days): offers in them are not sold until the rates are fetched',
      ),
  })
  .meta({ id: 'StaffDashboard' });
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

export const partnerCodeParamsSchema = z.object({
  code: z.string().trim().regex(PARTNER_REF_PATTERN).describe('As it came in ?ref= (case kept)'),
});

export const staffPartnerSchema = z
  .object({
    code: z.string(),
    orders: z.number().int().describe('Orders brought by the code'),
    ticketed_orders: z.number().int(),
    requests: z.number().int().describe('Service requests sent with the code'),
    revenue: z.number().int().describe('Som of its ticketed orders'),
    commission_rate: z.number().describe('Percent of the revenue, 0..100 (0 until an admin sets it)'),
  })
  .meta({ id: 'StaffPartner' });
export type StaffPartner = z.infer<typeof staffPartnerSchema>;

export const staffPartnerListSchema = z
  .object({ results: z.array(staffPartnerSchema) })
  .meta({ id: 'StaffPartnerList' });
export type StaffPartnerList = z.infer<typeof staffPartnerListSchema>;

export const staffPartnerPatchSchema = z
  .object({ commission_rate: z.number().min(0).max(100).multipleOf(0.01).describe('Percent, two decimals at most') })
  .meta({ id: 'StaffPartnerPatch' });

export const partnerReportQuerySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM') });
