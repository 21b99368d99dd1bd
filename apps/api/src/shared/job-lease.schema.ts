/**
 * Who runs a background job now (platform): a job with a lease runs on one API process at a time, the one whose
 * lease on the job's row has not run out (shared/job-runner.ts).
 */
import { pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const jobLease = pgTable('job_lease', {
  name: varchar('name', { length: 64 }).primaryKey(),
  /** The process holding the lease (a random id per process). */
  holder: uuid('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
