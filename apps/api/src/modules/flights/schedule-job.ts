/**
 * Keeps the dated flights a year ahead by expanding the schedule table (not the route file, which is
 * only the demo seed): run by the seed and then every few hours by each API process. Inserts are
 * idempotent (unique carrier + number + date), so processes may race harmlessly.
 */
import { addDays, bishkekToday, daysBetween } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import type { Job } from '../../shared/job-runner.js';
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

export interface ScheduleJobOptions {
  /** The demo data is on: the demo schedules made from the route table are topped up before they run out. */
  topUpDemo: boolean;
  everyMs?: number;
}

/**
 * Keeping the flights a year ahead, as a job of the runner (every six hours): old searches are deleted, the demo
 * schedules topped up when the demo data is on, and the schedule expanded; `onExtended` reloads what searches read.
 */
export function scheduleJob(db: Database, onExtended: () => Promise<void>, options: ScheduleJobOptions): Job {
  return {
    name: 'schedule',
    everyMs: options.everyMs ?? 6 * 3_600_000,
    run: async () => {
      await deleteExpiredSearches(db, new Date(Date.now() - 3_600_000));
      if (options.topUpDemo) await db.transaction((tx) => seedDemoInventory(tx));
      if ((await extendSchedule(db)) > 0) await onExtended();
    },
  };
}
