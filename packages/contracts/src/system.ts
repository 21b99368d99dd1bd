import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') }).meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const outboxQuerySchema = z.object({ to: z.string().max(320).optional() });
export const outboxMessageSchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Files attached to an email, saved beside the message under DATA_DIR/outbox/files. */
  attachments: z
    .array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int(), path: z.string() }))
    .optional(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ results: z.array(outboxMessageSchema) }).meta({ id: 'Outbox' });

/**
 * Each dependency readiness checks: `ok`, `failing`, or (Redis without REDIS_URL) `not_configured`.
 * Redis that does not answer is `degraded`, not a reason to take the process out of service: live
 * searches and rate limits fall back to the process's memory meanwhile.
 */
export const READINESS_CHECKS = ['database', 'redis', 'migrations'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];
export const readinessChecksSchema = z.object({
  database: z.enum(['ok', 'failing']),
  redis: z.enum(['ok', 'degraded', 'not_configured']),
  migrations: z.enum(['ok', 'pending', 'failing']),
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

export const readinessSchema = z
  .object({
    status: z.literal('ready'),
    checks: readinessChecksSchema,
    /** What works in a lesser way (in the request language), per check: Redis not answering. */
    degraded: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readinessSchema>;

/** 503 from readiness: `detail` names what is not ready, `errors` says it per check, `pending_migrations` lists tags. */
export const notReadySchema = z
  .object({
    detail: z.string(),
    code: z.literal('not_ready'),
    errors: z.record(z.string(), z.string()),
    checks: readinessChecksSchema,
    pending_migrations: z.array(z.string()),
  })
  .meta({ id: 'NotReady' });
export type NotReady = z.infer<typeof notReadySchema>;
