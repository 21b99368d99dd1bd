/**
 * The engine against a brute-force reference: for 1,000 random queries over the seeded
 * inventory, the indexed search must find exactly the itineraries (and prices) that a plain
 * enumeration of every flight pair finds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isReasonableAgainstDirect,
  isValidConnection,
  itineraryMinutes,
  type Itinerary,
  type ScheduledFlight,
} from '../src/modules/flights/engine.js';
import type { CabinSeats } from '../src/modules/flights/flights.repository.js';
import { type FlightInventory } from '../src/modules/flights/inventory.js';
import {
  OwnInventorySupplier,
  priceItineraries,
  type SupplierQuery,
} from '../src/modules/flights/own-inventory.supplier.js';
import { addDays } from '@sapar/contracts';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let inventory: FlightInventory;
let allFlights: ScheduledFlight[];
let seats: { economy: Map<number, CabinSeats>; business: Map<number, CabinSeats> };

beforeAll(async () => {
  ctx = await createTestContext();
  inventory = ctx.app.flights.inventory;
  // The reference reads the tables itself, not through the engine's loader.
  const rows = (
    (await ctx.database.db.execute(
      sql`select id, carrier, number, origin, destination, service_date::text as service_date, departs_at, arrives_at, aircraft, economy_fare, business_fare, pensioner_discount_pct from flight where not is_cancelled`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
  ).rows;
  allFlights = rows.map((r) => ({
    id: Number(r.id),
    carrier: String(r.carrier),
    number: Number(r.number),
    origin: String(r.origin),
    destination: String(r.destination),
    serviceDate: String(r.service_date),
    departsAt: new Date(r.departs_at as string).getTime(),
    arrivesAt: new Date(r.arrives_at as string).getTime(),
    aircraft: String(r.aircraft),
    economyFare: Number(r.economy_fare),
    businessFare: r.business_fare === null ? null : Number(r.business_fare),
    pensionerDiscountPct: Number(r.pensioner_discount_pct),
  }));
  const cabins = (
    (await ctx.database.db.execute(
      sql`select flight_id, cabin, seats_total, seats_sold, seats_held from flight_cabin`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
  ).rows;
  seats = { economy: new Map(), business: new Map() };
  for (const c of cabins)
    seats[c.cabin as 'economy' | 'business'].set(Number(c.flight_id), {
      total: Number(c.seats_total),
      sold: Number(c.seats_sold),
      paid: Number(c.seats_sold) - Number(c.seats_held),
    });
}, 120_000);
afterAll(() => ctx.close());

function bruteForceItineraries(query: SupplierQuery): Itinerary[] {
  const origins = new Set(query.originAirports);
  const destinations = new Set(query.destinationAirports);
  const dayStart = Date.parse(`${query.date}T00:00:00Z`);
  // Every flight that could possibly take part: a plain scan of the whole table.
  const window = allFlights.filter(
    (f) => f.departsAt >= dayStart - 2 * 86_400_000 && f.departsAt <= dayStart + 4 * 86_400_000,
  );
  const direct = window
    .filter((f) => origins.has(f.origin) && destinations.has(f.destination) && f.serviceDate === query.date)
    .map((f) => [f]);
  const fastest = direct.length ? Math.min(...direct.map(itineraryMinutes)) : null;
  const connections: Itinerary[] = [];
  for (const first of window) {
    if (!origins.has(first.origin) || first.serviceDate !== query.date || destinations.has(first.destination)) continue;
    for (const second of window) {
      if (
        destinations.has(second.destination) &&
        isValidConnection(first, second, inventory.catalog) &&
        isReasonableAgainstDirect(itineraryMinutes([first, second]), fastest)
      ) {
        connections.push([first, second]);
      }
    }
  }
  return [...direct, ...connections];
}

/** A small deterministic PRNG so a failure can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const key = (o: { flightIds: number[]; family: string; total: number; seatsLeft: number }) =>
  `${o.flightIds.join('-')}|${o.family}|${o.total}|${o.seatsLeft}`;

describe('search engine', () => {
  it('finds exactly what a brute-force enumeration finds, for 1,000 random queries', async () => {
    const next = random(20261122);
    // The network's cities: the rest of the world has no flights of the agency's own to find.
    const cities = [...inventory.catalog.cities.values()].filter((c) => c.airports.length > 0 && c.standing === 0);
    const hubs = ['BSZ', 'OSS', 'MOW', 'IST', 'DXB', 'ALA', 'TAS'];
    const supplier = new OwnInventorySupplier(ctx.app.flights.seats, inventory);
    const firstDate = allFlights.reduce((min, f) => (f.serviceDate < min ? f.serviceDate : min), '9999-12-31');
    const now = Date.parse(`${firstDate}T00:00:00Z`);
    let nonEmpty = 0;
    let withConnections = 0;
    for (let i = 0; i < 1000; i += 1) {
      // Half the queries leave from Bishkek or Osh (the agency's market), half from anywhere.
      const from =
        next() < 0.5
          ? inventory.catalog.cities.get(hubs[Math.floor(next() * 2)]!)!
          : cities[Math.floor(next() * cities.length)]!;
      let to =
        next() < 0.4
          ? inventory.catalog.cities.get(hubs[Math.floor(next() * hubs.length)]!)!
          : cities[Math.floor(next() * cities.length)]!;
      if (to.code === from.code) to = cities[(cities.indexOf(to) + 1) % cities.length]!;
      const cabin = next() < 0.2 ? 'business' : 'economy';
      const query: SupplierQuery = {
        leg: 'there',
        originAirports: from.airports.map((a) => a.code),
        destinationAirports: to.airports.map((a) => a.code),
        date: addDays(firstDate, 1 + Math.floor(next() * 360)),
        cabin,
        passengers: {
          type: cabin === 'business' ? 'business' : 'ekonom',
          adults: 1 + Math.floor(next() * 3),
          kids: Math.floor(next() * 2),
          babies_with_sit: 0,
          babies_without_sit: Math.floor(next() * 2),
          pensioners: Math.floor(next() * 2),
        },
        now,
      };
      const [offers] = await supplier.searchOffers([query]);
      const engine = offers!.map(key).sort();
      const reference = priceItineraries(bruteForceItineraries(query), seats[cabin], inventory, query, 'own')
        .map(key)
        .sort();
      expect(engine, `${from.code}->${to.code} on ${query.date} (${cabin})`).toEqual(reference);
      if (engine.length > 0) nonEmpty += 1;
      if (engine.some((k) => k.includes('-'))) withConnections += 1;
    }
    // The sample must exercise real results, connections included, not only empty answers.
    expect(nonEmpty).toBeGreaterThan(300);
    expect(withConnections).toBeGreaterThan(100);
  }, 120_000);
});
