/** MBank one-time-code payment (SPEC.md: phone, get code, enter code, status check). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, mbankOtpConfirmSchema, mbankOtpCreateSchema, mbankOtpSentSchema, paymentParamsSchema, paymentSchema } from '@sapar/contracts';
import { confirmMbankPayment, getPaymentStatus, startMbankPayment, type PaymentsContext } from './payments.service.js';

export const paymentsRoutes = (ctx: PaymentsContext): FastifyPluginAsyncZod => async (app) => {
  app.post('/payments/mbank/otp/create/', {
    schema: {
      tags: ['payments'],
      summary: 'Start paying a booked order with MBank: the bank sends a 6-digit code by SMS',
      description:
        'A new request supersedes the previous code of the order (at most once a minute, 5 per order). 409 when already paid, 410 once the order expired. ' +
        'Sandbox: the code arrives in the dev outbox (GET /api/dev/outbox/?to={phone}); the number +996 700 000 402 is declined by the bank.',
      body: mbankOtpCreateSchema,
      response: { 200: mbankOtpSentSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
    },
  }, async (request) => startMbankPayment(ctx, request.body, request.language));

  app.post('/payments/mbank/otp/confirm/', {
    schema: {
      tags: ['payments'],
      summary: 'Confirm an MBank payment with the SMS code; answers the payment (paid, or failed with a reason)',
      description:
        'A wrong code answers 400 (5 tries, the code lives 10 minutes). Confirming a settled payment again answers the same result and never charges twice. ' +
        "A payment landing after the order expired is refunded at once: status 'failed', refunded true, with the reason.",
      body: mbankOtpConfirmSchema,
      response: { 200: paymentSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => confirmMbankPayment(ctx, request.body, request.language));

  app.get('/payments/:payment_id/', {
    schema: {
      tags: ['payments'],
      summary: 'The state of a payment: created | otp_sent | processing | paid | failed | expired',
      params: paymentParamsSchema,
      response: { 200: paymentSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => getPaymentStatus(ctx, request.params.payment_id, request.language));
};
