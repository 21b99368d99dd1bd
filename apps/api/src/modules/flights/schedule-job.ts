/**
 * Keeps the dated flights a year ahead by expanding the schedule table (not the route file, which is
 * only the demo seed): run by the seed and then every few hours by each API process. Inserts are
 * idempotent (unique carrier + number + date), so processes may race harmlessly.
 */
import { addDays, bishkekToday, daysBetween } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { deleteExpiredSearches, lastServiceDate } from './flights.repository.js';
import { expandIntoFlights, seedDemoInventory } from './schedule.repository.js';
import { SCHEDULE_HORIZON_DAYS } from './schedule.js';
import { announceSeatChanges } from './seat-changes.js';

export async function extendSchedule(db: Database, now = new Date()): Promise<number> {
  const today = bishkekToday(now);
  const horizonEnd = addDays(today, SCHEDULE_HORIZON_DAYS);
  const last = await lastServiceDate(db);
  const from = last && last >= today ? addDays(last, 1) : today;
  const days = daysBetween(from, horizonEnd);
  if (days <= 0) return 0;
  const inserted = await db.transaction((tx) => expandIntoFlights(tx, from, days, today));
  // New flights with their cabins: a seat reader may have read their block before they existed.
  if (inserted > 0) announceSeatChanges('all');
  return inserted;
}

export interface ScheduleJob {
  /** Resolves once a run in flight has finished (a stopping server closes the database after it). */
  stop(): Promise<void>;
}

export interface ScheduleJobOptions {
  /** The demo data is on: the demo schedules made from the route table are topped up before they run out. */
  topUpDemo: boolean;
  everyMs?: number;
}

export function startScheduleJob(
  db: Database,
  onExtended: () => Promise<void>,
  log: (error: unknown) => void,
  { topUpDemo, everyMs = 6 * 3_600_000 }: ScheduleJobOptions,
): ScheduleJob {
  const tick = async () => {
    try {
      await deleteExpiredSearches(db, new Date(Date.now() - 3_600_000));
      if (topUpDemo) await db.transaction((tx) => seedDemoInventory(tx));
      if ((await extendSchedule(db)) > 0) await onExtended();
    } catch (error) {
      log(error);
    }
  };
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    inFlight ??= tick().finally(() => {
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
