/**
 * GET /metrics: the process's Prometheus metrics (see shared/metrics.ts), with the job queues read
 * from the database at each scrape. Outside the rate limit (a scraper calls every few seconds) and
 * outside the OpenAPI document (it is not part of the shop's API). With METRICS_TOKEN set (always
 * in production) it asks for `Authorization: Bearer {METRICS_TOKEN}`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { metricsRegistry, setJobQueues, type JobQueues } from '../../shared/metrics.js';

export interface MetricsOptions {
  /** Bearer token the scraper must send; undefined leaves /metrics open (development, tests). */
  token: string | undefined;
  readJobQueues(): Promise<JobQueues>;
  /** Sets the other gauges read at each scrape (the exchange rates' ages); a failure leaves their last values. */
  readGauges?(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Compares digests of equal length, so the time taken says nothing about the token. */
function isTokenAccepted(header: string | undefined, token: string): boolean {
  const sent = BEARER.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

export const metricsRoutes =
  ({ token, readJobQueues, readGauges }: MetricsOptions): FastifyPluginAsync =>
  async (app) => {
    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (token !== undefined && !isTokenAccepted(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthorized');
      }
      try {
        setJobQueues(await readJobQueues());
      } catch (error) {
        // The process metrics still say something when the database does not answer.
        setJobQueues(null);
        request.log.warn({ err: error }, 'metrics: reading the job queues failed');
      }
      await readGauges?.().catch((error: unknown) =>
        request.log.warn({ err: error }, 'metrics: reading the exchange rates failed'),
      );
      return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
    });
  };
