/** The booking and payment contexts built from the application's parts (app.ts, main.ts and tests use it). */
import type { FastifyInstance } from 'fastify';
import { createPaymentProviders } from '../../providers/payments/index.js';
import type { PaymentsContext } from '../payments/payments.service.js';
import type { BookingContext } from './booking.service.js';

export function createPaymentsContext(app: Pick<FastifyInstance, 'db' | 'config' | 'flights' | 'messaging' | 'log'>): PaymentsContext {
  const booking: BookingContext = { db: app.db, config: app.config, flights: app.flights };
  const providers = createPaymentProviders({ db: app.db, sms: app.messaging.sms, config: app.config });
  return { booking, providers: providers.byName, activeProvider: providers.active.name, log: app.log };
}
