import type { Language } from '@sapar/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer, from Accept-Language (ru when none is supported). */
    language: Language;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: import('./env.js').Config;
    db: import('./db/client.js').Database;
    database: import('./db/client.js').DatabaseHandle;
    messaging: import('./providers/messaging/index.js').Messaging;
  }
}
