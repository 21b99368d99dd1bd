/** MBank one-time-code payment (docs/product.md#payment-with-mbank: phone, get code, enter code, status check), Finipay's callback, and the staff views of money. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  finipayCallbackAnswerSchema,
  finipayCallbackSchema,
  manualRefundListQuerySchema,
  manualRefundListSchema,
  manualRefundDoneSchema,
  manualRefundParamsSchema,
  manualRefundSchema,
  mbankOtpConfirmSchema,
  mbankOtpCreateSchema,
  mbankOtpSentSchema,
  orderTokenQuerySchema,
  ORDER_TOKEN_HEADER,
  paymentParamsSchema,
  paymentSchema,
  reconciliationQuerySchema,
  reconciliationReportSchema,
  STAFF_WORK_ROLES,
} from '@sapar/contracts';
import { currentUser } from '../users/index.js';
import { staffActor } from '../audit/index.js';
import { orderAccessOf } from '../booking/index.js';

const ORDER_ACCESS = `Needs the owner's access token or the order token (${ORDER_TOKEN_HEADER} header or ?token=); anyone else gets 404.`;
import {
  confirmMbankPayment,
  getPaymentStatus,
  handleProviderCallback,
  startMbankPayment,
  type PaymentsContext,
} from './payments.service.js';
import { listManualRefundsForStaff, markManualRefundPaid, reconciliationReport } from './reconciliation.service.js';

export const paymentsRoutes =
  (ctx: PaymentsContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Status re-reads a callback triggered, still running: waited for when the server closes.
    const rechecks = new Set<Promise<void>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled([...rechecks]);
    });

    app.post(
      '/payments/mbank/otp/create/',
      {
        schema: {
          tags: ['payments'],
          summary: 'Start paying a booked order with MBank: the bank sends a code by SMS',
          description:
            `${ORDER_ACCESS} ` +
            'A new request supersedes the previous code of the order (at most once a minute, 5 per order, 8 per phone an hour). 409 when already paid, or `payment_in_progress` while ' +
            'a code is being checked by the bank; 410 once the order expired. ' +
            'Sandbox: the code arrives in the dev outbox (GET /api/dev/outbox/?to={phone}); the number +996 700 000 402 is declined by the bank.',
          querystring: orderTokenQuerySchema,
          body: mbankOtpCreateSchema,
          response: {
            200: mbankOtpSentSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            410: errorBodySchema,
            429: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) => startMbankPayment(ctx, request.body, await orderAccessOf(request), request.language),
    );

    app.post(
      '/payments/mbank/otp/confirm/',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Confirm an MBank payment with the SMS code; answers the payment (paid, processing while the bank decides, or failed with a reason)',
          description:
            `${ORDER_ACCESS} ` +
            'A wrong code answers 400. Confirming a settled payment again answers the same result and never charges twice. ' +
            "'processing' means the bank has the code and its answer is not known yet: poll GET /payments/{id}/. " +
            'The code goes to the bank only while the order can still be paid: an order expired, cancelled or whose exchange ' +
            'can no longer be made answers 410 `order_expired` (its attempts are closed, nothing is charged), an order paid ' +
            'by another attempt 409 `order_already_paid`. ' +
            "A charge that cannot be kept (the order was paid by another attempt, or the amount differs) is refunded: status 'failed' with the reason.",
          querystring: orderTokenQuerySchema,
          body: mbankOtpConfirmSchema,
          response: {
            200: paymentSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            410: errorBodySchema,
          },
        },
      },
      async (request) => confirmMbankPayment(ctx, request.body, await orderAccessOf(request), request.language),
    );

    app.get(
      '/payments/:payment_id/',
      {
        schema: {
          tags: ['payments'],
          summary: 'The state of a payment: created | otp_sent | processing | paid | failed | expired',
          description: ORDER_ACCESS,
          params: paymentParamsSchema,
          querystring: orderTokenQuerySchema,
          response: { 200: paymentSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) =>
        getPaymentStatus(ctx, request.params.payment_id, await orderAccessOf(request), request.language),
    );

    app.post(
      '/payments/finipay/callback/',
      {
        schema: {
          tags: ['payments'],
          summary: "Finipay's payment callback (no authentication): only a trigger to re-read the payment's status",
          description:
            'Answers 200 at once. Nothing in the body is trusted: the status is read from Finipay with our credentials, amount and currency checked.',
          body: finipayCallbackSchema,
          response: { 200: finipayCallbackAnswerSchema, 400: errorBodySchema },
        },
      },
      async (request) => {
        const recheck = handleProviderCallback(ctx, 'finipay', request.body.orderNumber).catch((error: unknown) =>
          request.log.warn(
            { err: error },
            'payments: re-reading the status after a callback failed (the job polls it)',
          ),
        );
        rechecks.add(recheck);
        void recheck.finally(() => rechecks.delete(recheck));
        return { received: true as const };
      },
    );
  };

/** Staff views of the money (registered under /staff, every route staff-only). */
export const paymentsStaffRoutes =
  (ctx: PaymentsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireStaffRole(...STAFF_WORK_ROLES));
    const denied = { 401: errorBodySchema, 403: errorBodySchema };

    app.get(
      '/payments/reconciliation/',
      {
        schema: {
          tags: ['staff'],
          summary:
            "The provider's charges in a window against our payments: matched when the money ended in a ticketed order or an equal refund",
          description:
            'Days are UTC, `date_to` inclusive (default: yesterday and today, at most 93 days). Finipay has no list of charges: the status of each of our payments in the window is read again.',
          querystring: reconciliationQuerySchema,
          response: { 200: reconciliationReportSchema, 400: errorBodySchema, ...denied, 503: errorBodySchema },
        },
      },
      async (request) => reconciliationReport(ctx, request.query, request.language),
    );

    app.get(
      '/payments/manual-refunds/',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Refunds the provider cannot pay back by API (Finipay): pay them from the provider back office, then mark them done',
          querystring: manualRefundListQuerySchema,
          response: { 200: manualRefundListSchema, 400: errorBodySchema, ...denied },
        },
      },
      async (request) => listManualRefundsForStaff(ctx, request.query.status),
    );

    app.post(
      '/payments/manual-refunds/:id/done/',
      {
        schema: {
          tags: ['staff'],
          summary: 'Mark a manual refund paid, with a reason for the audit log (once; again answers it as it is)',
          params: manualRefundParamsSchema,
          body: manualRefundDoneSchema,
          response: { 200: manualRefundSchema, 400: errorBodySchema, ...denied, 404: errorBodySchema },
        },
      },
      async (request) =>
        markManualRefundPaid(ctx, request.params.id, currentUser(request).id, staffActor(request), request.body.reason),
    );
  };
