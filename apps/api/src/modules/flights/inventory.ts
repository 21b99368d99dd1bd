/**
 * The in-memory view of the agency's inventory that searches run on: the catalog, the schedule
 * index and the fare families, loaded from the database at start and reloaded when the horizon
 * moves or the inventory is edited or imported.
 */
import { addDays, bishkekToday } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { FlightCatalog } from './catalog.js';
import { ScheduleIndex, type ScheduledFlight } from './engine.js';
import { loadCatalogRows, loadSchedule } from './flights.repository.js';
import type { Cabin } from './pricing.js';
import { loadFareFamilies } from './schedule.repository.js';
import { routeKey, type FareFamilyRow } from './schedule.js';

const FAMILY_ORDER = { light: 0, standard: 1, flex: 2 } as const;

function indexFares(rows: readonly FareFamilyRow[]): Map<string, FareFamilyRow[]> {
  const byRoute = new Map<string, FareFamilyRow[]>();
  for (const row of rows) {
    const key = `${routeKey(row.carrier, row.origin, row.destination)}|${row.cabin}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), row].sort((a, b) => FAMILY_ORDER[a.family] - FAMILY_ORDER[b.family]));
  }
  return byRoute;
}

export class FlightInventory {
  private constructor(
    readonly catalog: FlightCatalog,
    private index: ScheduleIndex,
    private byId: Map<number, ScheduledFlight>,
    private fares: Map<string, FareFamilyRow[]>,
  ) {}

  static async load(db: Database, now = new Date()): Promise<FlightInventory> {
    const rows = await loadCatalogRows(db);
    const catalog = new FlightCatalog(rows.airports, rows.airlines, rows.aircraft);
    const flights = await loadSchedule(db, FlightInventory.firstDate(now));
    return new FlightInventory(catalog, new ScheduleIndex(flights), new Map(flights.map((f) => [f.id, f])), indexFares(await loadFareFamilies(db)));
  }

  /** Yesterday in Bishkek: overnight connections may start on it. */
  private static firstDate(now: Date): string {
    return addDays(bishkekToday(now), -1);
  }

  async reload(db: Database, now = new Date()): Promise<void> {
    const flights = await loadSchedule(db, FlightInventory.firstDate(now));
    this.index = new ScheduleIndex(flights);
    this.byId = new Map(flights.map((f) => [f.id, f]));
    this.fares = indexFares(await loadFareFamilies(db));
  }

  /** The fare families of a flight's route and cabin from the fare table, cheapest family first (empty: none). */
  fareFamiliesOf(f: Pick<ScheduledFlight, 'carrier' | 'origin' | 'destination'>, cabin: Cabin): readonly FareFamilyRow[] {
    return this.fares.get(`${routeKey(f.carrier, f.origin, f.destination)}|${cabin}`) ?? [];
  }

  get schedule(): ScheduleIndex {
    return this.index;
  }

  flight(id: number): ScheduledFlight | undefined {
    return this.byId.get(id);
  }
}
