/**
 * The one place that wires Sapar: configuration -> database -> providers (messaging, Redis, the
 * flights' seat reader and live-search store, payment providers; each chosen by configuration) ->
 * the modules' HTTP app and background jobs. main.ts, the API tests, the scripts and the benchmarks
 * all build the application here.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, MEDIA_USAGE_FINDERS } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import type { Config } from './env.js';
import { orderJobs } from './modules/aftersales/index.js';
import { createPaymentsContext } from './modules/payments/index.js';
import { createFlightsContext } from './modules/flights/flights.context.js';
import { findFlightById, scheduleJob } from './modules/flights/index.js';
import { FlightInventory } from './modules/flights/inventory.js';
import { housekeepingJob } from './modules/housekeeping/housekeeping.js';
import { createSupplierPricing, exchangeRatesJob } from './modules/pricing/index.js';
import type { ConfiguredSupplier } from './modules/flights/supplier-search.js';
import { DuffelSupplier } from './providers/flights/duffel.js';
import { DuffelOrders } from './providers/flights/duffel-orders.js';
import { recordSupplierRequest } from './shared/metrics.js';
import { startJobRunner, type JobRunner } from './shared/job-runner.js';
import { applyFlightChange } from './modules/disruption/index.js';
import type { SoldFlightChanges } from './modules/inventory/index.js';
import type { PaymentsContext } from './modules/payments/index.js';
import { createMessaging } from './providers/messaging/index.js';
import { createPaymentProviders } from './providers/payments/index.js';
import { seedOnStart } from './seed.js';

export interface ContainerOptions {
  config: Config;
  /**
   * An open database (the tests' snapshot or fresh PostgreSQL database). Without it, the configured one
   * (DATABASE_URL, or PGlite in DATA_DIR) is opened, migrated and seeded, as `npm start` does.
   */
  database?: DatabaseHandle;
  /** The flight inventory already loaded from this database (tests building several apps on one); loaded when absent. */
  inventory?: FlightInventory;
  /**
   * What an inventory import or edit does to flights with sold seats: by default the disruption path
   * (`disruptSoldFlights`); tests may pass `refuseSoldFlightChanges` to see the conflicts refused (409).
   */
  soldFlightChanges?: SoldFlightChanges;
  /** Outside flight suppliers instead of those FLIGHT_SUPPLIERS names (tests with a supplier of their own). */
  outsideSuppliers?: ConfiguredSupplier[];
}

export interface Container {
  config: Config;
  database: DatabaseHandle;
  app: FastifyInstance;
  /** What the routes and the jobs take payments, refunds and bookings with. */
  payments: PaymentsContext;
  /** Starts the background jobs (main.ts does; tests run a job's work themselves); answers how to stop them. */
  startJobs(): JobRunner;
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, or PGlite kept in DATA_DIR/pg. */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
}

export async function createContainer({
  config,
  database: given,
  inventory,
  soldFlightChanges,
  outsideSuppliers,
}: ContainerOptions): Promise<Container> {
  const database = given ?? (await openConfiguredDatabase(config));
  if (!given) {
    await database.migrate();
    await seedOnStart(database.db, config.seedDemoData);
  }
  const messaging = createMessaging(config);
  const flightInventory = inventory ?? (await FlightInventory.load(database.db));
  // Created right before buildApp, which listens for its errors and waits (briefly) until it is ready.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
        commandTimeout: 2000,
        connectTimeout: 2000,
      })
    : undefined;
  // Seats and live searches: one code path on both databases; Redis shares searches between processes.
  // Outside flight suppliers log to the app's log once it exists; nothing of theirs reaches a traveller.
  const logTo: { app?: FastifyInstance['log'] } = {};
  const supplierLog = {
    info: (obj: object, msg?: string) => logTo.app?.info(obj, msg),
    warn: (obj: object, msg?: string) => logTo.app?.warn(obj, msg),
  };
  const outside =
    outsideSuppliers ??
    (config.duffel
      ? [
          {
            supplier: new DuffelSupplier({
              baseUrl: config.duffel.url,
              token: config.duffel.token,
              timeoutMs: config.duffel.timeoutMs,
              logger: supplierLog,
            }),
            timeoutMs: config.duffel.timeoutMs,
            // Booking waits for the airline: longer than a search.
            orders: new DuffelOrders({
              baseUrl: config.duffel.url,
              token: config.duffel.token,
              timeoutMs: Math.max(30_000, config.duffel.timeoutMs),
              webhookSecret: config.duffel.webhookSecret,
              logger: supplierLog,
            }),
          },
        ]
      : []);
  const flights = await createFlightsContext(database, flightInventory, config, redis, {
    outside,
    pricing: createSupplierPricing({ db: database.db }),
    calls: {
      count: (supplier, operation, outcome, seconds) => recordSupplierRequest(supplier, operation, outcome, seconds),
      failed: (supplier, operation, error) =>
        supplierLog.warn(
          { supplier, operation, kind: (error as { kind?: string }).kind, err: error },
          'flight supplier call failed',
        ),
    },
  });
  const paymentProviders = createPaymentProviders({ db: database.db, config });
  const app = await buildApp({
    config,
    database,
    messaging,
    redis,
    flights,
    paymentProviders,
    soldFlightChanges: soldFlightChanges ?? disruptSoldFlights(config.disruptionRetimeMinutes),
  });
  logTo.app = app.log;
  const payments = createPaymentsContext(app);

  const startJobs = (): JobRunner =>
    startJobRunner(
      [
        // The schedules are the agency's data now (imported or edited): their flights are kept a year ahead in every
        // setup; with the demo data on, the demo schedules are topped up too.
        scheduleJob(database.db, () => app.flights.inventory.reload(database.db), { topUpDemo: config.seedDemoData }),
        ...orderJobs({ payments, mailer: messaging.mailer, sms: messaging.sms, log: app.log }),
        housekeepingJob(database.db, { dataDir: config.dataDir, usedBy: MEDIA_USAGE_FINDERS }),
        // The bank's rates price outside suppliers' offers only: with our own inventory alone (priced in som, the
        // embedded default) nothing needs them, and nothing is fetched from the internet.
        ...(config.flightSuppliers.some((name) => name !== 'own')
          ? [exchangeRatesJob({ db: database.db, ...config.nbkr, log: app.log })]
          : []),
      ],
      { db: database.db, log: app.log },
    );

  return { config, database, app, payments, startJobs };
}

/** What travellers read as the reason when a schedule import cancels or moves their flight. */
export const SCHEDULE_CHANGE_REASON = 'Изменение расписания авиакомпании / Schedule change by the airline';

/**
 * Flights with sold seats that an import or an edit removes or moves go through the disruption path, in the
 * import's transaction: removed flights are cancelled and a retime past the threshold opens a disruption, so
 * every ticketed traveller is told and may accept, rebook for free or take a full refund.
 */
export function disruptSoldFlights(retimeMinutes: number): SoldFlightChanges {
  return {
    async apply(tx, change) {
      const current = await findFlightById(tx, change.flightId);
      // A flight that no longer flies its route (another origin or destination) is a cancellation for those holding tickets.
      const rerouted =
        !!change.planned &&
        !!current &&
        (change.planned.origin !== current.origin || change.planned.destination !== current.destination);
      await applyFlightChange(tx, {
        flightId: change.flightId,
        kind: change.change === 'removed' || rerouted ? 'cancelled' : 'retimed',
        departsAt: change.planned?.departsAt,
        arrivesAt: change.planned?.arrivesAt,
        reason: SCHEDULE_CHANGE_REASON,
        actor: null,
        thresholdMinutes: retimeMinutes,
        // The airline's schedule moved the flight: it moves, even by a few minutes (only a retime past the threshold opens a disruption).
        moveWithinThreshold: true,
      });
    },
  };
}
