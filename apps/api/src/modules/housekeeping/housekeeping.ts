/**
 * Housekeeping run by every API process: rows whose purpose is over are removed or closed, so the
 * tables that limits and lookups read stay small. Each statement is idempotent; processes may race.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface HousekeepingResult {
  otpCodes: number;
  loginFailures: number;
  refreshTokens: number;
  bookingRequests: number;
  quotes: number;
}

const count = (result: unknown) => (result as { rows?: unknown[]; affectedRows?: number }).rows?.length ?? 0;

export async function runHousekeeping(db: Database): Promise<HousekeepingResult> {
  // Codes count towards the hourly send limit for an hour after they are sent: a day is ample.
  const otpCodes = count(await db.execute(sql`delete from otp_code where created_at < now() - interval '1 day' returning id`));
  // The sign-in throttle forgets a key after 15 quiet minutes.
  const loginFailures = count(await db.execute(sql`delete from login_throttle where last_attempt_at < now() - interval '1 day' returning key`));
  // An expired refresh token can neither be used nor reveal a reuse any more.
  const refreshTokens = count(await db.execute(sql`delete from refresh_token where expires_at < now() - interval '1 day' returning id`));
  // Retries of a purchase come within minutes; a week of replayable answers is generous.
  const bookingRequests = count(await db.execute(sql`delete from booking_request where created_at < now() - interval '7 days' returning key`));
  const refunds = count(await db.execute(sql`update order_refund set status = 'expired' where status = 'quoted' and quote_expires_at < now() returning id`));
  const exchanges = count(await db.execute(sql`update order_exchange set status = 'expired' where status = 'quoted' and quote_expires_at < now() returning id`));
  return { otpCodes, loginFailures, refreshTokens, bookingRequests, quotes: refunds + exchanges };
}

/** `stop()` resolves once a run in flight has finished (a stopping server closes the database after it). */
export function startHousekeeping(db: Database, log: (error: unknown) => void, everyMs = 3_600_000): { stop(): Promise<void> } {
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    inFlight ??= runHousekeeping(db)
      .catch(log)
      .finally(() => {
        inFlight = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
