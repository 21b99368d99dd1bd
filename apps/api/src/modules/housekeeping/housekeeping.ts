/**
 * Housekeeping run by every API process: rows whose purpose is over are removed or closed, so the
 * tables that limits and lookups read stay small. Each module clears its own tables; every statement is
 * idempotent, so processes may race.
 */
import type { Database } from '../../db/client.js';
import type { Job } from '../../shared/job-runner.js';
import { expireStaleQuotes } from '../aftersales/index.js';
import { deleteOldBookingRequests } from '../booking/index.js';
import { addMissingAvifCopies, sweepUnusedMedia, type MediaUsageFinder } from '../media/index.js';
import { deleteOldMfaChallenges } from '../staff/index.js';
import { deleteExpiredRefreshTokens, deleteOldOtpCodes, deleteQuietThrottleKeys } from '../users/index.js';

export interface HousekeepingResult {
  otpCodes: number;
  loginFailures: number;
  refreshTokens: number;
  bookingRequests: number;
  quotes: number;
  /** Staff sign-in challenges (mfa_token) a day past their expiry. */
  mfaChallenges: number;
  /** Uploads nothing used a day after they came (rows and files). */
  media: number;
  /** AVIF copies made for uploads that came before there were any. */
  avifCopies: number;
}

/** Where uploads are kept and what may use them: without it, uploads are left alone. */
export interface MediaSweep {
  dataDir: string;
  usedBy: readonly MediaUsageFinder[];
}

export async function runHousekeeping(db: Database, mediaSweep?: MediaSweep): Promise<HousekeepingResult> {
  const otpCodes = await deleteOldOtpCodes(db);
  const loginFailures = await deleteQuietThrottleKeys(db);
  const refreshTokens = await deleteExpiredRefreshTokens(db);
  const bookingRequests = await deleteOldBookingRequests(db);
  const quotes = await expireStaleQuotes(db);
  const mfaChallenges = await deleteOldMfaChallenges(db);
  const media = mediaSweep ? await sweepUnusedMedia({ db, ...mediaSweep }) : 0;
  const avifCopies = mediaSweep ? await addMissingAvifCopies({ db, dataDir: mediaSweep.dataDir }) : 0;
  return { otpCodes, loginFailures, refreshTokens, bookingRequests, quotes, mfaChallenges, media, avifCopies };
}

/**
 * Housekeeping as a job of the runner: hourly, and once at start (the AVIF copies of earlier uploads are made at
 * once, not an hour after a deploy: pages offer them already). One process at a time: every statement is idempotent,
 * but the media sweep reads every upload.
 */
export function housekeepingJob(db: Database, mediaSweep?: MediaSweep, everyMs = 3_600_000): Job {
  return {
    name: 'housekeeping',
    everyMs,
    runAtStart: true,
    leaseMs: everyMs - 60_000,
    run: async () => {
      await runHousekeeping(db, mediaSweep);
    },
  };
}
