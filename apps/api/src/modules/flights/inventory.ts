/**
 * The in-memory view of the agency's inventory that searches run on: the catalog, the schedule
 * index and the fare families, loaded from the database at start and reloaded when the horizon
 * moves or the inventory is edited or imported. Single flights are refreshed when they change
 * (cancelled, retimed): at once by the code that changed them, once it has committed, and in every
 * process by the database's notification (flight-changes.ts).
 */
import { addDays, bishkekToday } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { loadWorldAirports } from '../reference/index.js';
import { FlightCatalog } from './catalog.js';
import { ScheduleIndex, type ScheduledFlight } from './engine.js';
import { loadCancelledSchedule, loadCatalogRows, loadSchedule, loadScheduledFlights } from './flights.repository.js';
import type { FlightChange } from './flight-changes.js';
import type { Cabin } from './pricing.js';
import { loadFareFamilies } from './schedule.repository.js';
import { routeKey, type FareFamilyRow } from './schedule.js';

const FAMILY_ORDER = { light: 0, standard: 1, flex: 2 } as const;

function indexFares(rows: readonly FareFamilyRow[]): Map<string, FareFamilyRow[]> {
  const byRoute = new Map<string, FareFamilyRow[]>();
  for (const row of rows) {
    const key = `${routeKey(row.carrier, row.origin, row.destination)}|${row.cabin}`;
    byRoute.set(
      key,
      [...(byRoute.get(key) ?? []), row].sort((a, b) => FAMILY_ORDER[a.family] - FAMILY_ORDER[b.family]),
    );
  }
  return byRoute;
}

export class FlightInventory {
  private constructor(
    readonly catalog: FlightCatalog,
    private index: ScheduleIndex,
    private byId: Map<number, ScheduledFlight>,
    private fares: Map<string, FareFamilyRow[]>,
    private cancelled: Map<number, ScheduledFlight>,
  ) {
    this.cancelledIndex = new ScheduleIndex([...cancelled.values()]);
  }

  /** The cancelled flights (the board lists them as cancelled; nothing searches them). */
  private cancelledIndex: ScheduleIndex;

  static async load(db: Database, now = new Date()): Promise<FlightInventory> {
    const rows = await loadCatalogRows(db);
    const catalog = new FlightCatalog(rows.airports, rows.airlines, rows.aircraft, await loadWorldAirports());
    const flights = await loadSchedule(db, FlightInventory.firstDate(now));
    const cancelled = await loadCancelledSchedule(db, FlightInventory.firstDate(now));
    return new FlightInventory(
      catalog,
      new ScheduleIndex(flights),
      new Map(flights.map((f) => [f.id, f])),
      indexFares(await loadFareFamilies(db)),
      new Map(cancelled.map((f) => [f.id, f])),
    );
  }

  /** Yesterday in Bishkek: overnight connections may start on it. */
  private static firstDate(now: Date): string {
    return addDays(bishkekToday(now), -1);
  }

  /** Refreshes and reloads run one after another: a later one reads after an earlier one has applied. */
  private queue: Promise<unknown> = Promise.resolve();

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** A whole reload queued and not started yet: any refresh asked meanwhile is served by it. */
  private queuedReload: Promise<void> | null = null;

  reload(db: Database, now = new Date()): Promise<void> {
    if (this.queuedReload) return this.queuedReload;
    const queued = this.serially(async () => {
      if (this.queuedReload === queued) this.queuedReload = null;
      const flights = await loadSchedule(db, FlightInventory.firstDate(now));
      const cancelled = await loadCancelledSchedule(db, FlightInventory.firstDate(now));
      this.index = new ScheduleIndex(flights);
      this.byId = new Map(flights.map((f) => [f.id, f]));
      this.cancelled = new Map(cancelled.map((f) => [f.id, f]));
      this.cancelledIndex = new ScheduleIndex(cancelled);
      this.fares = indexFares(await loadFareFamilies(db));
    });
    this.queuedReload = queued;
    return queued;
  }

  /**
   * Reads these flights again as committed: a cancelled one leaves the schedule, a retimed one moves,
   * a new one joins ('all': the whole schedule is read again). Searches from then on see it.
   */
  refreshFlights(db: Database, change: FlightChange, now = new Date()): Promise<void> {
    if (change === 'all') return this.reload(db, now);
    if (change.length === 0) return Promise.resolve();
    if (this.queuedReload) return this.queuedReload;
    // Changes heard while a refresh waits its turn join it: an import's many statements cost one rebuild, not one each.
    if (this.queuedRefresh) {
      for (const id of change) this.queuedRefresh.ids.add(id);
      return this.queuedRefresh.done;
    }
    const queued: { ids: Set<number>; done: Promise<void> } = { ids: new Set(change), done: Promise.resolve() };
    queued.done = this.serially(async () => {
      if (this.queuedRefresh === queued) this.queuedRefresh = null;
      await this.applyRefresh(db, [...queued.ids], now);
    });
    this.queuedRefresh = queued;
    return queued.done;
  }

  /** A refresh queued and not started yet, with the flights it will read. */
  private queuedRefresh: { ids: Set<number>; done: Promise<void> } | null = null;

  private async applyRefresh(db: Database, change: readonly number[], now: Date): Promise<void> {
    const fresh = await loadScheduledFlights(db, change, FlightInventory.firstDate(now));
    const byId = new Map(this.byId);
    const cancelled = new Map(this.cancelled);
    for (const id of change) {
      byId.delete(id);
      cancelled.delete(id);
    }
    for (const flight of fresh.live) byId.set(flight.id, flight);
    for (const flight of fresh.cancelled) cancelled.set(flight.id, flight);
    const cancelledChanged =
      cancelled.size !== this.cancelled.size ||
      fresh.cancelled.length > 0 ||
      change.some((id) => this.cancelled.has(id));
    this.byId = byId;
    this.index = new ScheduleIndex([...byId.values()]);
    if (cancelledChanged) {
      this.cancelled = cancelled;
      this.cancelledIndex = new ScheduleIndex([...cancelled.values()]);
    }
  }

  /** The fare families of a flight's route and cabin from the fare table, cheapest family first (empty: none). */
  fareFamiliesOf(
    f: Pick<ScheduledFlight, 'carrier' | 'origin' | 'destination'>,
    cabin: Cabin,
  ): readonly FareFamilyRow[] {
    return this.fares.get(`${routeKey(f.carrier, f.origin, f.destination)}|${cabin}`) ?? [];
  }

  get schedule(): ScheduleIndex {
    return this.index;
  }

  /** The cancelled flights, indexed like the schedule. */
  get cancelledSchedule(): ScheduleIndex {
    return this.cancelledIndex;
  }

  flight(id: number): ScheduledFlight | undefined {
    return this.byId.get(id);
  }
}
