/** Starts Sapar: configuration, the container (database migrated and seeded, the app, its jobs), then the HTTP server; stops it gracefully on SIGTERM/SIGINT. */
import { createContainer } from './container.js';
import { ConfigError, loadConfig } from './env.js';

async function main() {
  const config = loadConfig();
  const { app, database, startJobs } = await createContainer({ config });
  const jobs = startJobs();

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
      jobsStopped = jobs.stop();
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

  // The city search over the world's places is indexed before the first traveller types (a second or two).
  app.flights.inventory.catalog.warmUp();
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
