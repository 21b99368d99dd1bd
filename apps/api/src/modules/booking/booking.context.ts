/** The booking and payment contexts built from the application's parts (app.ts, the container and tests use it). */
import type { FastifyInstance } from 'fastify';
import type { PaymentsContext } from '../payments/index.js';
import type { BookingContext } from './booking.service.js';

export function createPaymentsContext(app: Pick<FastifyInstance, 'db' | 'config' | 'flights' | 'paymentProviders' | 'log'>): PaymentsContext {
  const booking: BookingContext = { db: app.db, config: app.config, flights: app.flights };
  const providers = app.paymentProviders;
  return { booking, providers: providers.byName, activeProvider: providers.active.name, log: app.log };
}
