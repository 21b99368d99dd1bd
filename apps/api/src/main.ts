/** Starts Sapar: configuration, database (migrated and seeded), then the HTTP server; stops it gracefully on SIGTERM/SIGINT. */
import path from 'node:path';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { seedOnStart } from './db/seed.js';
import { startScheduleJob } from './modules/flights/schedule-job.js';
import { startBookingJobs } from './modules/booking/booking-jobs.js';
import { startHousekeeping } from './modules/housekeeping/housekeeping.js';
import { createPaymentsContext } from './modules/booking/booking.context.js';
import { ConfigError, loadConfig } from './env.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
  await database.migrate();
  await seedOnStart(database.db, config.seedDemoData);
  const app = await buildApp({ config, database });
  const scheduleJob = config.seedDemoData
    ? startScheduleJob(database.db, () => app.flights.inventory.reload(database.db), (error) => app.log.error({ err: error }, 'schedule job failed'))
    : null;

  const bookingJobs = startBookingJobs({ payments: createPaymentsContext(app), mailer: app.messaging.mailer, log: app.log });
  const housekeeping = startHousekeeping(database.db, (error) => app.log.error({ err: error }, 'housekeeping failed'));

  // Graceful shutdown (SIGTERM from the orchestrator, Ctrl-C): stop accepting connections, let the
  // requests in flight finish (Fastify answers new requests on kept-alive connections 503 meanwhile),
  // let the job ticks in flight finish, then close the database. A deadline keeps a stuck request
  // from holding the process for ever.
  let stopping = false;
  let jobsStopped: Promise<unknown> = Promise.resolve();
  // The last onClose hook registered runs first: jobs finish before the mailer and Redis close.
  app.addHook('onClose', async () => {
    await jobsStopped;
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing (waiting for requests and jobs in flight)`);
    const deadline = setTimeout(() => {
      app.log.error(`${signal}: still busy after ${config.shutdownTimeoutMs} ms, exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      jobsStopped = Promise.all([scheduleJob?.stop(), bookingJobs.stop(), housekeeping.stop()]);
      await app.close();
      await jobsStopped;
      await database.close();
      app.log.info(`${signal}: closed`);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, `${signal}: closing failed`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Sapar on ${config.publicUrl} (${database.kind}, ${config.appEnv})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
