/** The booking and payment contexts built from the application's parts (app.ts, the container and tests use it). */
import type { FastifyInstance } from 'fastify';
import { deliverMailNow } from '../outbox/index.js';
import type { BookingContext } from '../booking/index.js';
import type { PaymentsContext } from './payments.service.js';

export function createPaymentsContext(
  app: Pick<FastifyInstance, 'db' | 'config' | 'flights' | 'paymentProviders' | 'messaging' | 'log'>,
): PaymentsContext {
  const booking: BookingContext = { db: app.db, config: app.config, flights: app.flights };
  const providers = app.paymentProviders;
  // A payment code goes out right after its commit; the outbox loop retries it if this send fails.
  const deliverMessage = async (id: number) => {
    await deliverMailNow(
      {
        booking,
        mailer: app.messaging.mailer,
        sms: app.messaging.sms,
        paymentProviders: providers.byName,
        log: app.log,
      },
      id,
    );
  };
  return { booking, providers: providers.byName, activeProvider: providers.active.name, deliverMessage, log: app.log };
}
