import type { Language } from '@sapar/contracts';
import type { Database, DatabaseHandle } from './db/client.js';
import type { Config } from './env.js';
import type { FlightsContext } from './modules/flights/flights.service.js';
import type { Messaging } from './providers/messaging/index.js';
import type { PaymentProviders } from './providers/payments/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer, from Accept-Language (ru when none is supported). */
    language: Language;
  }
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    messaging: Messaging;
    /** The payment providers the container chose by configuration. */
    paymentProviders: PaymentProviders;
    flights: FlightsContext;
  }
}
