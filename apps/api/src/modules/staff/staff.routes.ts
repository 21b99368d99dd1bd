/**
 * The staff API under /api/staff/ (registered with that prefix), one guarded group per audience:
 * - enrolment of the second factor: any staff account, enrolled or not (`requireStaffAccount`);
 * - who am I: every role; service requests and the audit log: admins and agents; staff accounts:
 *   admins (`requireStaffRole`, which also demands the second factor: 403 `mfa_setup_required`);
 * - accepting an invitation: public (the invited person has no session yet).
 * And `staffSignInRoutes`: the second sign-in step, POST /api/users/token/mfa/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  mfaTokenRequestSchema,
  STAFF_ROLES,
  STAFF_WORK_ROLES,
  staffAuditListSchema,
  staffAuditQuerySchema,
  staffInviteAcceptedSchema,
  staffInviteAcceptSchema,
  staffInviteSchema,
  staffMeSchema,
  staffMfaConfirmSchema,
  staffMfaEnrolledSchema,
  staffMfaSetupSchema,
  staffRequestAnsweredSchema,
  staffRequestAnswerSchema,
  staffRequestListQuerySchema,
  staffRequestListSchema,
  staffRequestParamsSchema,
  staffRequestStatusSchema,
  staffServiceRequestDetailSchema,
  staffUserListSchema,
  staffUserParamsSchema,
  staffUserPatchSchema,
  staffUserSchema,
  staffManualRefundParamsSchema,
  staffOrderActionResultSchema,
  staffOrderActionSchema,
  staffOrderDetailSchema,
  staffOrderListQuerySchema,
  staffOrderListSchema,
  staffOrderNoteSchema,
  staffOrderParamsSchema,
  staffOrderRefundSchema,
  partnerCodeParamsSchema,
  partnerReportQuerySchema,
  staffAnswerTemplatesSchema,
  staffDashboardQuerySchema,
  staffDashboardSchema,
  staffPartnerListSchema,
  staffPartnerPatchSchema,
  staffPartnerSchema,
  staffRequestAssignSchema,
  tokenPairSchema,
} from '@sapar/contracts';
import { z } from 'zod';
import type { PaymentsContext } from '../payments/index.js';
import { listStaffActions, staffActor } from '../audit/index.js';
import { currentUser } from '../users/index.js';
import { completeMfaSignIn, confirmMfa, setupMfa, type MfaDeps } from './mfa.service.js';
import {
  addOrderNote,
  cancelOrder,
  exportOrdersCsv,
  getOrderForStaff,
  listOrdersForStaff,
  markOrderManualRefundPaid,
  resendConfirmation,
  startRefund,
} from './staff-orders.service.js';
import { acceptStaffInvite, inviteStaffUser, listStaffUsers, updateStaffUser } from './staff-users.service.js';
import { dashboard, listPartners, partnerReportCsv, setPartnerRate } from './staff-insights.service.js';
import {
  answerRequest,
  answerTemplatesFor,
  assignRequest,
  changeRequestStatus,
  getRequestForStaff,
  listRequestsForStaff,
  type StaffDeps,
} from './staff.service.js';

const guarded = { 401: errorBodySchema, 403: errorBodySchema };
const TAGS = ['staff'];

const mfaDepsOf = (app: Parameters<FastifyPluginAsyncZod>[0]): MfaDeps => ({
  db: app.db,
  key: app.config.staffMfaKey,
  jwtSecret: app.config.jwtSecret,
});

/** Per-IP limits of the code and invitation endpoints (the per-account code limit is in the database). */
const CODE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const staffMfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = mfaDepsOf(app);
  app.addHook('onRequest', app.requireStaffAccount);

  app.post(
    '/mfa/setup/',
    {
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags: TAGS,
        summary:
          'Start enrolling the second factor: a new TOTP secret (text, otpauth URI and QR code) to add to an authenticator app',
        description:
          'Any staff account, before enrolment; calling it again replaces the unconfirmed secret. 409 `mfa_already_enabled` once enrolled.',
        response: { 200: staffMfaSetupSchema, ...guarded, 409: errorBodySchema },
      },
    },
    async (request) => setupMfa(deps, currentUser(request)),
  );

  app.post(
    '/mfa/confirm/',
    {
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags: TAGS,
        summary:
          'Finish enrolling with a first code from the app: answers the one-time recovery codes (shown only now)',
        body: staffMfaConfirmSchema,
        response: {
          200: staffMfaEnrolledSchema,
          400: errorBodySchema,
          ...guarded,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => confirmMfa(deps, staffActor(request), request.body.code),
  );
};

export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/',
    {
      onRequest: app.requireStaffRole(...STAFF_ROLES),
      schema: {
        tags: TAGS,
        summary: 'The signed-in staff member: roles and second factor (for the back office)',
        response: { 200: staffMeSchema, ...guarded },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        id: user.id,
        email: user.email,
        is_staff: true,
        roles: request.staff?.roles ?? [],
        mfa_enabled: request.staff?.isMfaEnabled ?? false,
      };
    },
  );

  app.post(
    '/users/accept/',
    {
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags: TAGS,
        summary:
          'Accept an invitation: set the password with the token from the invitation link (single use, 72 hours)',
        security: [],
        body: staffInviteAcceptSchema,
        response: { 200: staffInviteAcceptedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => acceptStaffInvite(app.db, { ...request.body, ip: request.ip }, request.language),
  );
};

export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaffRole('admin'));

  app.get(
    '/users/',
    {
      schema: {
        tags: TAGS,
        summary: 'Staff accounts with their roles, second factor and pending invitations (admins)',
        response: { 200: staffUserListSchema, ...guarded },
      },
    },
    async () => listStaffUsers(app.db),
  );

  app.post(
    '/users/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Invite a staff member: the account gets the roles and an email with a link to set the password (admins)',
        description:
          'The email goes through the mail outbox in the language of this request. 409 `staff_already_exists` for an address that is staff already.',
        body: staffInviteSchema,
        response: { 201: staffUserSchema, 400: errorBodySchema, ...guarded, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteStaffUser(app.db, staffActor(request), { ...request.body, language: request.language })),
  );

  app.patch(
    '/users/:id/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Change the roles of a staff account, or disable it (its sessions end at once) or enable it again (admins)',
        params: staffUserParamsSchema,
        body: staffUserPatchSchema,
        response: {
          200: staffUserSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => updateStaffUser(app.db, staffActor(request), request.params.id, request.body),
  );
};

export const staffRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: StaffDeps = { db: app.db, mailer: app.messaging.mailer, log: app.log };
  // Every route of this plugin, including any added later, is for admins and agents.
  app.addHook('onRequest', app.requireStaffRole(...STAFF_WORK_ROLES));

  app.get(
    '/requests/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Service requests of every kind with their age and assignee, newest (or oldest) first, 20 a page; empty parameters are ignored',
        querystring: staffRequestListQuerySchema,
        response: { 200: staffRequestListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (request) => listRequestsForStaff(deps, request.query, currentUser(request).id),
  );

  app.get(
    '/requests/:number/',
    {
      schema: {
        tags: TAGS,
        summary:
          'One service request with its form fields (payload), the latest answer and the history of every answer',
        params: staffRequestParamsSchema,
        response: { 200: staffServiceRequestDetailSchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) => getRequestForStaff(deps, request.params.number),
  );

  app.post(
    '/requests/:number/answer/',
    {
      schema: {
        tags: TAGS,
        summary: "Answer a request: stored, and mailed to the sender in the request's language when it has an email",
        description:
          'Sets the status (default `done`). Answering again is allowed: the latest answer is kept and each one is mailed. ' +
          '`email_status` says whether the mail went out (`sent`), the request has no email (`no_email`: call the sender) ' +
          'or the mail server failed (`failed`: the answer is stored; answer again later to resend).',
        params: staffRequestParamsSchema,
        body: staffRequestAnswerSchema,
        response: { 200: staffRequestAnsweredSchema, 400: errorBodySchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) =>
      answerRequest(deps, request.params.number, { ...request.body, actor: staffActor(request) }, request.language),
  );

  app.post(
    '/requests/:number/status/',
    {
      schema: {
        tags: TAGS,
        summary: 'Move a request to new, in_progress, done or cancelled (any to any; nothing is mailed)',
        params: staffRequestParamsSchema,
        body: staffRequestStatusSchema,
        response: { 200: staffServiceRequestDetailSchema, 400: errorBodySchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) =>
      changeRequestStatus(deps, request.params.number, { status: request.body.status, actor: staffActor(request) }),
  );

  app.post(
    '/requests/:number/assign/',
    {
      schema: {
        tags: TAGS,
        summary: 'Assign the request to me (or to nobody, `{assignee: "nobody"}`)',
        params: staffRequestParamsSchema,
        body: staffRequestAssignSchema,
        response: { 200: staffServiceRequestDetailSchema, 400: errorBodySchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) => assignRequest(deps, request.params.number, staffActor(request), request.body.assignee),
  );

  app.get(
    '/requests/:number/templates/',
    {
      schema: {
        tags: TAGS,
        summary:
          "Answer templates in the request's language, with the sender's name and number filled in (edit, then send as the answer)",
        params: staffRequestParamsSchema,
        response: { 200: staffAnswerTemplatesSchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) => answerTemplatesFor(deps, request.params.number),
  );

  app.get(
    '/audit/',
    {
      schema: {
        tags: TAGS,
        summary:
          'The audit log of staff actions, newest first, 50 a page; filter by entity and its id, and by staff id or email',
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (request) =>
      listStaffActions(app.db, {
        entity: request.query.entity,
        entityId: request.query.id,
        staff: request.query.staff,
        page: request.query.page,
      }),
  );
};

/** The back office's orders (admins and agents): search, the whole order, the CSV export and the staff actions. */
export const staffOrdersRoutes =
  (ctx: PaymentsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireStaffRole(...STAFF_WORK_ROLES));
    const withOrder = {
      200: staffOrderActionResultSchema,
      400: errorBodySchema,
      ...guarded,
      404: errorBodySchema,
      409: errorBodySchema,
    };

    app.get(
      '/orders/',
      {
        schema: {
          tags: TAGS,
          summary:
            'Find orders by order number, contact email or phone, passenger surname (any case, Latin or Cyrillic) or ticket number; newest first, 25 a page',
          querystring: staffOrderListQuerySchema,
          response: { 200: staffOrderListSchema, 400: errorBodySchema, ...guarded },
        },
      },
      async (request) => listOrdersForStaff(ctx.booking, request.query),
    );

    app.get(
      '/orders/export.csv',
      {
        schema: {
          tags: TAGS,
          summary: 'The filtered order list as CSV (same parameters as the list, all pages, at most 10 000 rows)',
          description: 'UTF-8 with a byte-order mark, so that Excel reads Cyrillic right; comma separated, CRLF lines.',
          querystring: staffOrderListQuerySchema.omit({ page: true }),
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv; charset=utf-8'), 400: errorBodySchema, ...guarded },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="sapar-orders-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .send(await exportOrdersCsv(ctx.booking, request.query)),
    );

    app.get(
      '/orders/:order_number/',
      {
        schema: {
          tags: TAGS,
          summary:
            'One order with everything: passengers and documents, itinerary, payments, tickets, refunds, exchanges, emails, timeline, notes and its audit entries',
          params: staffOrderParamsSchema,
          response: { 200: staffOrderDetailSchema, ...guarded, 404: errorBodySchema },
        },
      },
      async (request) => getOrderForStaff(ctx, request.params.order_number),
    );

    app.post(
      '/orders/:order_number/resend-confirmation/',
      {
        schema: {
          tags: TAGS,
          summary: 'Send the confirmation email with the receipt again (ticketed orders), with a reason',
          params: staffOrderParamsSchema,
          body: staffOrderActionSchema,
          response: withOrder,
        },
      },
      async (request) =>
        resendConfirmation(
          ctx,
          request.params.order_number,
          staffActor(request),
          request.body.reason,
          request.language,
        ),
    );

    app.post(
      '/orders/:order_number/cancel/',
      {
        schema: {
          tags: TAGS,
          summary: 'Cancel an unpaid (booked) order and release its seats, with a reason',
          params: staffOrderParamsSchema,
          body: staffOrderActionSchema,
          response: withOrder,
        },
      },
      async (request) =>
        cancelOrder(ctx, request.params.order_number, staffActor(request), request.body.reason, request.language),
    );

    app.post(
      '/orders/:order_number/refund/',
      {
        schema: {
          tags: TAGS,
          summary:
            "Request a refund on the traveller's behalf (all active tickets, or the given passenger positions), with a reason",
          description:
            'Quoted by the fare rules and confirmed as the traveller would; the decision stays with POST /api/staff/refunds/{id}/complete/ or reject/.',
          params: staffOrderParamsSchema,
          body: staffOrderRefundSchema,
          response: withOrder,
        },
      },
      async (request) =>
        startRefund(ctx, request.params.order_number, staffActor(request), request.body, request.language),
    );

    app.post(
      '/orders/:order_number/manual-refunds/:id/paid/',
      {
        schema: {
          tags: TAGS,
          summary: "Mark one of the order's manual refunds paid (for providers without a refund API), with a reason",
          params: staffManualRefundParamsSchema,
          body: staffOrderActionSchema,
          response: withOrder,
        },
      },
      async (request) =>
        markOrderManualRefundPaid(
          ctx,
          request.params.order_number,
          request.params.id,
          staffActor(request),
          request.body.reason,
          request.language,
        ),
    );

    app.post(
      '/orders/:order_number/notes/',
      {
        schema: {
          tags: TAGS,
          summary: 'Add a staff note to the order',
          params: staffOrderParamsSchema,
          body: staffOrderNoteSchema,
          response: { 201: staffOrderActionResultSchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await addOrderNote(
              ctx,
              request.params.order_number,
              staffActor(request),
              request.body.text,
              request.language,
            ),
          ),
    );
  };

/** The dashboard and partners: figures for admins and agents; the commission rate for admins. */
export const staffInsightsRoutes =
  (ctx: PaymentsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireStaffRole(...STAFF_WORK_ROLES));

    app.get(
      '/dashboard/',
      {
        schema: {
          tags: TAGS,
          summary:
            'Sales by day (orders, tickets, revenue, refunds) and the open queues, with top routes, payment success and the oldest item of each queue',
          querystring: staffDashboardQuerySchema,
          response: { 200: staffDashboardSchema, 400: errorBodySchema, ...guarded },
        },
      },
      async (request) => dashboard(ctx, request.query.days ?? 30),
    );

    app.get(
      '/partners/',
      {
        schema: {
          tags: TAGS,
          summary: 'Partner codes with their orders, requests, revenue and commission rate',
          response: { 200: staffPartnerListSchema, ...guarded },
        },
      },
      async () => listPartners(app.db),
    );

    app.patch(
      '/partners/:code/',
      {
        onRequest: app.requireStaffRole('admin'),
        schema: {
          tags: TAGS,
          summary: "Set a partner's commission rate, in percent (admins)",
          params: partnerCodeParamsSchema,
          body: staffPartnerPatchSchema,
          response: { 200: staffPartnerSchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
        },
      },
      async (request) => setPartnerRate(app.db, staffActor(request), request.params.code, request.body.commission_rate),
    );

    app.get(
      '/partners/:code/report.csv',
      {
        schema: {
          tags: TAGS,
          summary:
            'The monthly commission report of a partner: orders ticketed in the month (Bishkek) with revenue and commission, and the totals',
          description:
            'UTF-8 with a byte-order mark, comma separated, CRLF lines. Fully refunded orders earn no commission.',
          params: partnerCodeParamsSchema,
          querystring: partnerReportQuerySchema,
          produces: ['text/csv'],
          response: {
            200: z.string().describe('text/csv; charset=utf-8'),
            400: errorBodySchema,
            ...guarded,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="sapar-partner-${request.params.code}-${request.query.month}.csv"`,
          )
          .send(await partnerReportCsv(ctx.booking, request.params.code, request.query.month)),
    );
  };

/** POST /api/users/token/mfa/: the second step of an enrolled staff member's sign-in. */
export const staffSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = mfaDepsOf(app);
  app.post(
    '/users/token/mfa/',
    {
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags: ['users'],
        summary:
          'Second sign-in step: the mfa_token of POST /api/users/token/ and a TOTP or recovery code give the token pair',
        description:
          'Each code works once (a TOTP code cannot be replayed, a recovery code is spent). Wrong codes are limited per account across all API processes (429).',
        body: mfaTokenRequestSchema,
        response: { 200: tokenPairSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) =>
      completeMfaSignIn(deps, { mfaToken: request.body.mfa_token, code: request.body.code, ip: request.ip }),
  );
};
