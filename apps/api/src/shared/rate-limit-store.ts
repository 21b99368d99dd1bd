/**
 * The rate limits' store when Redis is configured: counts in Redis (shared by every API process),
 * and in this process's memory while Redis cannot be reached. Limits never switch off: an
 * attacker who takes Redis down still meets a per-process limit. The outage is logged once when
 * it starts and once when Redis answers again; meanwhile Redis is retried at most once a second,
 * so a hanging Redis does not slow every request down.
 *
 * Without Redis the same class counts in memory only. Either way the answer is copied: the
 * plugin's memory store hands out its live counter object, which the plugin reads a tick later,
 * so requests counted in the same tick all read the last count (45 parallel sign-ins: 45 refused
 * instead of 15).
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** The store interface @fastify/rate-limit calls (incr, read and child per route). */
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  /** A route's own store (its merged limit settings and route info, as the plugin passes them). */
  child(routeOptions: object): Store;
}

type LocalStoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;
type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

// The plugin's own stores (CommonJS files it does not re-export).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreClass;

/** How long Redis is left alone after it failed, before the next request tries it again. */
const RETRY_AFTER_MS = 1000;

/** What an outage's two log lines say: when Redis goes away and when it answers again. */
export interface OutageWords {
  down: string;
  up: string;
}

const RATE_LIMIT_WORDS: OutageWords = {
  down: 'Redis unreachable: rate limits count in this process until it is back',
  up: 'Redis reachable again: rate limits are shared again',
};

/**
 * Whether Redis is out, shared by the global store and every route's store (and, with words of
 * its own, by the live searches).
 */
export class RedisOutage {
  private down = false;
  private retryAt = 0;

  constructor(
    private log: FastifyBaseLogger | undefined,
    private readonly words: OutageWords = RATE_LIMIT_WORDS,
  ) {}

  /** The log told of outages: the app's, which exists only after what uses Redis was wired. */
  useLog(log: FastifyBaseLogger): void {
    this.log = log;
  }

  get isDown(): boolean {
    return this.down;
  }

  /** Whether this request should ask Redis (always when it is up; once a second when it is not). */
  shouldTry(now = Date.now()): boolean {
    return !this.down || now >= this.retryAt;
  }

  failed(error: unknown, now = Date.now()): void {
    this.retryAt = now + RETRY_AFTER_MS;
    if (this.down) return;
    this.down = true;
    this.log?.warn({ err: error }, this.words.down);
  }

  succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.log?.warn(this.words.up);
  }
}

const snapshot =
  (callback: Callback): Callback =>
  (error, result) =>
    callback(error, result ? { current: result.current, ttl: result.ttl } : undefined);

class FallbackStore implements Store {
  constructor(
    private readonly redis: Store | undefined,
    private readonly local: Store,
    private readonly outage: RedisOutage,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.call('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.call('read', key, callback, timeWindow, max);
  }

  child(routeOptions: object): Store {
    return new FallbackStore(this.redis?.child(routeOptions), this.local.child(routeOptions), this.outage);
  }

  private call(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (!this.redis || !this.outage.shouldTry()) return this.local[method](key, snapshot(callback), timeWindow, max);
    this.redis[method](
      key,
      (error, result) => {
        if (error || !result) {
          this.outage.failed(error);
          return this.local[method](key, snapshot(callback), timeWindow, max);
        }
        this.outage.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/**
 * A store class for @fastify/rate-limit's `store` option: Redis first and this process's memory
 * when it fails, or memory only without Redis.
 */
export function rateLimitStore(
  redis: Redis | undefined,
  nameSpace: string,
  outage: RedisOutage,
): FastifyRateLimitStoreCtor {
  return class RedisWithFallbackStore extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands its merged settings over, these two among them.
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        redis && new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        outage,
      );
    }
  };
}
