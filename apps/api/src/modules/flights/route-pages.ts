/**
 * Route pages (/flights/bishkek-moscow): every city pair the schedule flies directly, both ways, and the popular
 * one-stop connections from and to Kyrgyzstan; per route the cheapest economy fare for one adult by day for the
 * coming weeks, priced by the same suppliers as a search, with the flights, airlines, durations and baggage seen.
 */
import {
  ROUTE_PAGE_DAYS,
  addDays,
  bishkekToday,
  citySlug,
  daysBetween,
  formatLocalDateTime,
  isoWeekday,
  parseRouteSlug,
  pickLocalized,
  routeSlug,
  type Language,
  type RouteFlight,
  type RouteList,
  type RoutePage,
} from '@sapar/contracts';
import { AppError } from '../../shared/app-error.js';
import { distanceKm, type City, type FlightCatalog } from './catalog.js';
import type { FlightsContext } from './flights.service.js';
import type { FlightInventory } from './inventory.js';
import type { StoredOffer, SupplierQuery } from './own-inventory.supplier.js';

interface RouteEntry {
  slug: string;
  from: City;
  to: City;
  direct: boolean;
}

/** How many route pages the home page and the footer link to. */
const POPULAR_ROUTES = 8;
/** A connection may fly at most this much further than the straight line (as the engine's rule). */
const MAX_DETOUR_RATIO = 1.5;
const DETOUR_ALLOWANCE_KM = 300;
/** How long a route page's prices are reused: seats and fares move slowly. */
const PAGE_TTL_MS = 5 * 60_000;
const MAX_LISTED_FLIGHTS = 12;

/** Every route of the inventory by slug, rebuilt when the inventory's schedule is reloaded. */
const networks = new WeakMap<
  object,
  { slugs: Map<string, City>; routes: Map<string, RouteEntry>; popular: string[] }
>();

function networkOf(inventory: FlightInventory) {
  const schedule = inventory.schedule;
  let network = networks.get(schedule);
  if (network) return network;
  const catalog = inventory.catalog;
  const slugs = new Map<string, City>();
  const slugOf = new Map<string, string>();
  for (const city of catalog.cities.values()) {
    let slug = citySlug(pickLocalized(city.name, 'en')) || city.code.toLowerCase();
    if (slugs.has(slug)) slug = `${slug}${city.code.toLowerCase()}`;
    slugs.set(slug, city);
    slugOf.set(city.code, slug);
  }
  // City to city: the direct pairs of the schedule.
  const direct = new Map<string, Set<string>>();
  for (const [origin, destinations] of schedule.destinationsByOrigin()) {
    const from = catalog.airports.get(origin)?.cityCode;
    if (!from) continue;
    for (const destination of destinations) {
      const to = catalog.airports.get(destination)?.cityCode;
      if (!to || to === from) continue;
      if (!direct.has(from)) direct.set(from, new Set());
      direct.get(from)!.add(to);
    }
  }
  const routes = new Map<string, RouteEntry>();
  const add = (from: string, to: string, isDirect: boolean) => {
    const slug = routeSlug(slugOf.get(from)!, slugOf.get(to)!);
    if (!routes.has(slug))
      routes.set(slug, { slug, from: catalog.cities.get(from)!, to: catalog.cities.get(to)!, direct: isDirect });
  };
  for (const [from, tos] of direct) for (const to of tos) add(from, to, true);
  // Popular connections: from a Kyrgyz city to a popular destination (and back) with one stop and no great detour.
  const cities = [...catalog.cities.values()];
  const place = (city: City) => city.airports[0]!;
  for (const home of cities.filter((c) => c.country === 'KG')) {
    for (const away of cities.filter((c) => c.popular !== null && c.code !== home.code)) {
      for (const [a, b] of [
        [home, away],
        [away, home],
      ] as const) {
        if (direct.get(a.code)?.has(b.code) || routes.has(routeSlug(slugOf.get(a.code)!, slugOf.get(b.code)!)))
          continue;
        const limit = MAX_DETOUR_RATIO * distanceKm(place(a), place(b)) + DETOUR_ALLOWANCE_KM;
        const viaHub = [...(direct.get(a.code) ?? [])].some((hub) => {
          const h = catalog.cities.get(hub);
          return (
            !!h &&
            direct.get(hub)?.has(b.code) &&
            distanceKm(place(a), place(h)) + distanceKm(place(h), place(b)) <= limit
          );
        });
        if (viaHub) add(a.code, b.code, false);
      }
    }
  }
  // The popular routes: from Bishkek to the most popular destinations, direct first.
  const popular = [...routes.values()]
    .filter((r) => r.from.code === 'BSZ' && r.to.popular !== null)
    .sort((a, b) => Number(b.direct) - Number(a.direct) || a.to.popular! - b.to.popular!)
    .slice(0, POPULAR_ROUTES)
    .map((r) => r.slug);
  network = { slugs, routes, popular };
  networks.set(schedule, network);
  return network;
}

/** Every route page's slug with its cities, and the popular ones to link to. */
export function listRoutePages(
  ctx: Pick<FlightsContext, 'inventory'>,
  language: Language,
  { popularOnly = false } = {},
): RouteList {
  const { routes, popular } = networkOf(ctx.inventory);
  const catalog = ctx.inventory.catalog;
  const listed = popularOnly ? popular.map((slug) => routes.get(slug)!) : [...routes.values()];
  return {
    routes: listed.map((r) => ({
      slug: r.slug,
      from: catalog.toLocation(r.from, language),
      to: catalog.toLocation(r.to, language),
      direct: r.direct,
    })),
    popular,
  };
}

/** The slugs of every route page (the sitemap). */
export function routePageSlugs(ctx: Pick<FlightsContext, 'inventory'>): string[] {
  return [...networkOf(ctx.inventory).routes.keys()];
}

type DayOffers = Omit<StoredOffer, 'id'>[];
interface PricedRoute {
  dates: string[];
  offersByDay: DayOffers[];
}

/** A route's offers by day, shared by every language's page and reused for a few minutes. */
const pricing = new WeakMap<object, Map<string, { expires: number; priced: Promise<PricedRoute> }>>();

/** A route page's data; 404 (route_page_not_found) for a slug that is not a route of the inventory. */
export async function getRoutePage(
  ctx: FlightsContext,
  slug: string,
  language: Language,
  now = Date.now(),
): Promise<RoutePage> {
  const route = parseRouteSlug(slug) ? networkOf(ctx.inventory).routes.get(slug) : undefined;
  if (!route) throw new AppError('not_found', { message: 'route_page_not_found' });
  let cache = pricing.get(ctx.inventory.schedule);
  if (!cache) {
    cache = new Map();
    pricing.set(ctx.inventory.schedule, cache);
  }
  let entry = cache.get(slug);
  if (!entry || entry.expires <= now) {
    const priced = priceRoute(ctx, route, now);
    entry = { expires: now + PAGE_TTL_MS, priced };
    cache.set(slug, entry);
    priced.catch(() => cache.delete(slug));
  }
  return renderRoutePage(ctx, route, await entry.priced, language);
}

/** Whether a slug is a route page (no pricing): the SEO head asks before building a page. */
export function isRoutePage(ctx: Pick<FlightsContext, 'inventory'>, slug: string): boolean {
  return networkOf(ctx.inventory).routes.has(slug);
}

/** The cheapest economy offers for one adult on each of the coming days, from every supplier (as a search). */
async function priceRoute(ctx: FlightsContext, route: RouteEntry, now: number): Promise<PricedRoute> {
  const catalog = ctx.inventory.catalog;
  const first = bishkekToday(now);
  const dates = Array.from({ length: ROUTE_PAGE_DAYS }, (_, i) => addDays(first, i));
  const queries: SupplierQuery[] = dates.map((date) => ({
    leg: 'there',
    originAirports: catalog.resolveAirports(route.from.code),
    destinationAirports: catalog.resolveAirports(route.to.code),
    date,
    cabin: 'economy',
    passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    now,
  }));
  const answers = await Promise.all(ctx.suppliers.map((supplier) => supplier.searchOffers(queries)));
  return { dates, offersByDay: dates.map((_, i) => answers.flatMap((answer) => answer[i] ?? [])) };
}

function renderRoutePage(
  ctx: FlightsContext,
  route: RouteEntry,
  { dates, offersByDay }: PricedRoute,
  language: Language,
): RoutePage {
  const catalog = ctx.inventory.catalog;
  const days = dates.map((date, i) => {
    const offers = offersByDay[i]!;
    if (offers.length === 0) return { date, price: null, stops: null };
    const cheapest = offers.reduce((a, b) => (b.total < a.total || (b.total === a.total && b.stops < a.stops) ? b : a));
    return { date, price: cheapest.total, stops: cheapest.stops };
  });
  const priced = days.flatMap((d) => (d.price === null ? [] : [d.price]));
  const all = offersByDay.flat();

  const fastestByDay = offersByDay.flatMap((offers) =>
    offers.length > 0 ? [Math.min(...offers.map((o) => o.durationMin))] : [],
  );
  const airlines = new Map<string, string>();
  const flights = new Map<string, RouteFlight>();
  for (const [i, offers] of offersByDay.entries()) {
    for (const offer of offers) {
      const legs = offer.flightIds.map((id) => ctx.inventory.flight(id)!);
      for (const leg of legs)
        airlines.set(leg.carrier, pickLocalized(catalog.airlines.get(leg.carrier)!.name, language));
      const key = legs.map((l) => `${l.carrier}${l.number}`).join('+');
      const existing = flights.get(key);
      const weekday = isoWeekday(dates[i]!);
      if (existing) {
        if (!existing.weekdays.includes(weekday)) existing.weekdays.push(weekday);
        continue;
      }
      flights.set(key, describeFlight(offer, legs, catalog, language, weekday));
    }
  }
  const withBaggage = all.filter((o) => o.baggageKg !== null);
  const cheapestOffers = offersByDay.flatMap((offers) =>
    offers.length > 0 ? [offers.reduce((a, b) => (b.total < a.total ? b : a))] : [],
  );
  const [fromSlug, toSlug] = route.slug.split('-') as [string, string];
  return {
    slug: route.slug,
    from: catalog.toLocation(route.from, language),
    to: catalog.toLocation(route.to, language),
    from_slug: fromSlug,
    to_slug: toSlug,
    currency: 'KGS',
    days,
    min_price: priced.length > 0 ? Math.min(...priced) : null,
    direct: route.direct,
    typical_duration_min: median(fastestByDay),
    airlines: [...airlines].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name)),
    flights: [...flights.values()]
      .map((f) => ({ ...f, weekdays: f.weekdays.sort((a, b) => a - b) }))
      .sort(
        (a, b) =>
          a.stops - b.stops || a.departure_time.localeCompare(b.departure_time) || a.duration_min - b.duration_min,
      )
      .slice(0, MAX_LISTED_FLIGHTS),
    baggage: {
      cheapest_includes: cheapestOffers.length > 0 && cheapestOffers.every((o) => o.baggageKg !== null),
      checked_kg: withBaggage.length > 0 ? Math.min(...withBaggage.map((o) => o.baggageKg!)) : null,
      hand_kg: all.length > 0 ? Math.min(...all.map((o) => o.handBaggageKg)) : null,
    },
  };
}

function describeFlight(
  offer: Omit<StoredOffer, 'id'>,
  legs: NonNullable<ReturnType<FlightInventory['flight']>>[],
  catalog: FlightCatalog,
  language: Language,
  weekday: number,
): RouteFlight {
  const first = legs[0]!;
  const last = legs.at(-1)!;
  const departure = formatLocalDateTime(new Date(first.departsAt), catalog.airports.get(first.origin)!.timeZone);
  const arrival = formatLocalDateTime(new Date(last.arrivesAt), catalog.airports.get(last.destination)!.timeZone);
  const carriers = [...new Set(legs.map((l) => l.carrier))];
  return {
    flight_numbers: legs.map((l) => `${l.carrier} ${l.number}`),
    airlines: carriers.map((code) => ({ code, name: pickLocalized(catalog.airlines.get(code)!.name, language) })),
    departure_time: departure.slice(11),
    arrival_time: arrival.slice(11),
    arrival_day_offset: daysBetween(departure.slice(0, 10), arrival.slice(0, 10)),
    duration_min: offer.durationMin,
    stops: offer.stops,
    via: legs.slice(1).map((l) => pickLocalized(catalog.airports.get(l.origin)!.city, language)),
    weekdays: [weekday],
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
