/**
 * What the server tells its operators about each request: one log line per request (JSON with its
 * request id in production and tests, a short human-readable line in development) in place of
 * Fastify's two ("incoming request", "request completed"), and the request duration histogram of
 * /metrics from an onResponse hook.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '../env.js';
import { recordHttpRequest } from './metrics.js';

/** A proxy's request id is kept when it looks like one; anything else gets a fresh UUID. */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.:-]{8,128}$/;

export function generateRequestId(header: unknown): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Keys the line shows already (a request's message says its method, path, status and duration). */
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'err',
  'method',
  'path',
  'route',
  'status',
  'ms',
]);

/**
 * Development's log: pino's JSON lines turned into `12:04:05 INFO  GET /api/news 200 4 ms` (the
 * stack of an error below its line). A plain stream, no worker thread and no extra dependency.
 */
export function humanLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  const format = (line: string): string => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return line;
    }
    const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
    const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5);
    const rest = Object.entries(entry)
      .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    const err = entry.err as { stack?: string; message?: string } | undefined;
    const text = [time, level, String(entry.msg ?? ''), ...rest].join(' ').trimEnd();
    return err ? `${text}\n${err.stack ?? err.message ?? ''}` : text;
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${format(line)}\n`);
      done();
    },
  });
}

/**
 * One line per request, written when its answer has gone out. It names the path without the query
 * string: queries carry order tokens and emails (`?token=`, `?email=`) that logs must not keep.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const path = request.url.split('?', 1)[0];
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: request.method, path, route: request.routeOptions.url, status: reply.statusCode, ms };
    const message = `${request.method} ${path} ${reply.statusCode} ${ms} ms`;
    if (error) request.log.error({ ...line, err: error }, message);
    else request.log.info(line, message);
  }
}

/** Fastify's logger and request-id options for the configuration. */
export function loggingOptions(
  config: Config,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'requestIdHeader' | 'genReqId'> {
  return {
    logger:
      config.appEnv === 'development'
        ? { level: config.logLevel, stream: humanLogStream() }
        : { level: config.logLevel },
    logController: new OneLinePerRequest({ requestIdLogLabel: 'reqId' }),
    // Read by genReqId below (false: Fastify would take any header value as it is).
    requestIdHeader: false,
    genReqId: (request) => generateRequestId(request.headers[REQUEST_ID_HEADER]),
  };
}

/** Every answer carries its request id (X-Request-Id) and is counted in the duration histogram. */
export function registerRequestObservability(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    recordHttpRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
