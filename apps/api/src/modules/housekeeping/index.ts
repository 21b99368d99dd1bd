/** The housekeeping module's public entry: the hourly sweep of what has outlived its use. */
export { housekeepingJob, runHousekeeping, type HousekeepingResult, type MediaSweep } from './housekeeping.js';
