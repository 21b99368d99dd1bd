/**
 * The in-memory view of the agency's inventory that searches run on: the catalog and the
 * schedule index, loaded from the database at start and reloaded when the horizon moves.
 */
import { addDays, bishkekToday } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { FlightCatalog } from './catalog.js';
import { ScheduleIndex, type ScheduledFlight } from './engine.js';
import { loadCatalogRows, loadSchedule } from './flights.repository.js';

export class FlightInventory {
  private constructor(
    readonly catalog: FlightCatalog,
    private index: ScheduleIndex,
    private byId: Map<number, ScheduledFlight>,
  ) {}

  static async load(db: Database, now = new Date()): Promise<FlightInventory> {
    const rows = await loadCatalogRows(db);
    const catalog = new FlightCatalog(rows.airports, rows.airlines, rows.aircraft);
    const flights = await loadSchedule(db, FlightInventory.firstDate(now));
    return new FlightInventory(catalog, new ScheduleIndex(flights), new Map(flights.map((f) => [f.id, f])));
  }

  /** Yesterday in Bishkek: overnight connections may start on it. */
  private static firstDate(now: Date): string {
    return addDays(bishkekToday(now), -1);
  }

  async reload(db: Database, now = new Date()): Promise<void> {
    const flights = await loadSchedule(db, FlightInventory.firstDate(now));
    this.index = new ScheduleIndex(flights);
    this.byId = new Map(flights.map((f) => [f.id, f]));
  }

  get schedule(): ScheduleIndex {
    return this.index;
  }

  flight(id: number): ScheduledFlight | undefined {
    return this.byId.get(id);
  }
}
