/** Starts Sapar: configuration, database (migrated and seeded), then the HTTP server. */
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    scheduleJob?.stop();
    bookingJobs.stop();
    housekeeping.stop();
    await app.close();
    await database.close();
    process.exit(0);
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
