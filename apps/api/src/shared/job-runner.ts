/**
 * The one runner of background work in every API process: each job is a name, an interval and a run. A job with a
 * lease runs on one process at a time: before a run the process takes the job's row in `job_lease` for the lease's
 * length (a conditional upsert, so of two processes one wins), and a process that stopped mid-run gives the job up when
 * its lease runs out. Every run is counted and timed for /metrics (`sapar_job_runs_total{job,outcome}`,
 * `sapar_job_run_duration_seconds{job}`); a failed run is logged and the next one comes at its time.
 *
 * `stop()` starts no new run and resolves once the runs in flight have finished, so a stopping server closes its
 * database only after them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { recordJobRun } from './metrics.js';

export interface Job {
  /** Names the job in logs, metrics and its lease: 'orders', 'housekeeping', 'schedule'. */
  readonly name: string;
  readonly everyMs: number;
  run(): Promise<void>;
  /** Also runs once as soon as the runner starts (work a deploy should not wait an interval for). */
  readonly runAtStart?: boolean;
  /**
   * Runs on one process at a time, holding the job's lease this long (longer than a run takes). Without it every
   * process runs the job: right for work whose every step is idempotent and cheap to repeat.
   */
  readonly leaseMs?: number;
}

export interface JobRunner {
  /** Runs the named job now (or answers its run in flight): what its timer does at every interval. */
  run(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRunnerDeps {
  db: Database;
  log: { error(obj: object, msg: string): void };
}

/** Takes the job's lease for `ms` unless another process holds one that has not run out; answers whether it did. */
async function takeLease(db: Database, name: string, holder: string, ms: number): Promise<boolean> {
  const rows = await db.execute(sql`
    INSERT INTO job_lease (name, holder, expires_at) VALUES (${name}, ${holder}, now() + ${ms} * interval '1 millisecond')
    ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
      WHERE job_lease.expires_at < now() OR job_lease.holder = excluded.holder
    RETURNING name`);
  return ((rows as { rows?: unknown[] }).rows ?? []).length > 0;
}

export function startJobRunner(jobs: readonly Job[], { db, log }: JobRunnerDeps): JobRunner {
  /** This process, as a lease holder. */
  const holder = randomUUID();
  const inFlight = new Map<string, Promise<void>>();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let stopped = false;

  const runOnce = async (job: Job): Promise<void> => {
    const started = performance.now();
    try {
      if (job.leaseMs !== undefined && !(await takeLease(db, job.name, holder, job.leaseMs))) {
        recordJobRun(job.name, 'skipped', 0);
        return;
      }
      await job.run();
      recordJobRun(job.name, 'ok', (performance.now() - started) / 1000);
    } catch (error) {
      recordJobRun(job.name, 'failed', (performance.now() - started) / 1000);
      log.error({ err: error, job: job.name }, `job ${job.name} failed`);
    }
  };

  const run = (name: string): Promise<void> => {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`jobs: no job named ${name}`));
    if (stopped) return Promise.resolve();
    let running = inFlight.get(name);
    if (!running) {
      running = runOnce(job).finally(() => inFlight.delete(name));
      inFlight.set(name, running);
    }
    return running;
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => void run(job.name), job.everyMs);
    timer.unref();
    return timer;
  });
  for (const job of jobs) if (job.runAtStart) void run(job.name);

  return {
    run,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight.values());
    },
  };
}
