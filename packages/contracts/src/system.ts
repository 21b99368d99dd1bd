import { z } from 'zod';

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), db: z.literal('ok') })
  .meta({ id: 'Health' });
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
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int(), path: z.string() })).optional(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z
  .object({ results: z.array(outboxMessageSchema) })
  .meta({ id: 'Outbox' });
