/**
 * Liveness (`/api/health`: the process answers and reaches its database) and readiness
 * (`/api/health/ready`: everything this process needs to serve traffic — the database answers and
 * every committed migration is applied). Redis (when REDIS_URL is set) that does not answer is
 * reported `degraded` with the process still ready: live searches and rate limits keep to the
 * process's memory meanwhile, and news, FAQ and route pages need no Redis at all. A load balancer
 * sends traffic only to ready processes; an orchestrator restarts processes that are not alive.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  healthResponseSchema,
  notReadySchema,
  readinessSchema,
  type ReadinessChecks,
} from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../shared/app-error.js';

export interface HealthOptions {
  /** Pings Redis; undefined when REDIS_URL is not set (nothing to wait for). */
  pingRedis?: (() => Promise<unknown>) | undefined;
}

/** A check that does not answer within this long counts as failing: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes =
  ({ pingRedis }: HealthOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness with a database round trip',
          response: { 200: healthResponseSchema, 503: errorBodySchema },
        },
      },
      async () => {
        try {
          await app.database.ping();
        } catch (error) {
          app.log.error({ err: error }, 'health: database does not answer');
          throw new AppError('service_unavailable');
        }
        return { status: 'ok' as const, db: 'ok' as const };
      },
    );

    app.get(
      '/health/ready',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers and every migration is applied; Redis not answering is `degraded`',
          description:
            '503 names what is not ready in `detail` (in the request language), per check in `errors`, and the migrations not applied in `pending_migrations`. Redis (when REDIS_URL is set) that does not answer leaves the process ready with `checks.redis` `degraded` and what that means in `degraded`.',
          response: { 200: readinessSchema, 503: notReadySchema },
        },
      },
      async (request, reply) => {
        const failed = (what: string) => (error: unknown) => {
          request.log.error({ err: error }, `readiness: ${what} failed`);
          return false as const;
        };
        const [database, redis, pending] = await Promise.all([
          withTimeout(app.database.ping()).then(() => true, failed('database ping')),
          pingRedis
            ? withTimeout(pingRedis()).then(
                () => true,
                (error: unknown) => {
                  request.log.warn(
                    { err: error },
                    'readiness: Redis ping failed (degraded: searches and limits in memory)',
                  );
                  return false;
                },
              )
            : null,
          withTimeout(app.database.pendingMigrations()).catch(failed('reading the applied migrations')),
        ]);
        const checks: ReadinessChecks = {
          database: database ? 'ok' : 'failing',
          redis: redis === null ? 'not_configured' : redis ? 'ok' : 'degraded',
          migrations: pending === false ? 'failing' : pending.length > 0 ? 'pending' : 'ok',
        };
        const problems: Partial<Record<keyof ReadinessChecks, string>> = {};
        const say = (key: MessageKey, params = {}) => translate(request.language, key, params);
        if (checks.database === 'failing') problems.database = say('ready_database_failing');
        if (checks.migrations === 'failing') problems.migrations = say('ready_migrations_failing');
        if (checks.migrations === 'pending')
          problems.migrations = say('ready_migrations_pending', { names: (pending as string[]).join(', ') });
        if (Object.keys(problems).length === 0)
          return {
            status: 'ready' as const,
            checks,
            ...(checks.redis === 'degraded' ? { degraded: { redis: say('ready_redis_degraded') } } : {}),
          };
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({
            detail: say('not_ready', { problems: Object.values(problems).join('; ') }),
            code: 'not_ready' as const,
            errors: problems,
            checks,
            pending_migrations: pending || [],
          });
      },
    );
  };
