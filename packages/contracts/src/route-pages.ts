/**
 * Route pages (/flights/bishkek-moscow): their slugs, made of the cities' English names, and the API answer the
 * page is built from — the cheapest fare by day for the coming weeks, the airlines and flights, the baggage.
 */
import { z } from 'zod';
import { locationSchema } from './flights.js';

/** How many days from today a route page prices. */
export const ROUTE_PAGE_DAYS = 28;

/** A city's slug: its English name in lowercase Latin letters and digits, no hyphens ('Issyk-Kul' → 'issykkul'). */
export function citySlug(englishName: string): string {
  return englishName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A route's slug: the two cities' slugs joined by one hyphen. */
export const routeSlug = (fromSlug: string, toSlug: string) => `${fromSlug}-${toSlug}`;

/** The two city slugs of a route slug, or null when it is not two slugs joined by one hyphen. */
export function parseRouteSlug(slug: string): { from: string; to: string } | null {
  const match = /^([a-z0-9]+)-([a-z0-9]+)$/.exec(slug);
  return match ? { from: match[1]!, to: match[2]! } : null;
}

export const routeListQuerySchema = z.object({
  popular: z
    .preprocess(
      (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
      z.boolean().optional(),
    )
    .describe('Only the popular routes (the home page links)'),
});

export const routeSlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+-[a-z0-9]+$/)
    .max(80),
});

export const routeSummarySchema = z
  .object({
    slug: z.string(),
    from: locationSchema,
    to: locationSchema,
    direct: z.boolean().describe('Whether the inventory flies the route without a stop'),
  })
  .meta({ id: 'RouteSummary' });
export type RouteSummary = z.infer<typeof routeSummarySchema>;

export const routeListSchema = z
  .object({ routes: z.array(routeSummarySchema), popular: z.array(z.string()).describe('Slugs of the popular routes') })
  .meta({ id: 'RouteList' });
export type RouteList = z.infer<typeof routeListSchema>;

export const routeFlightSchema = z.object({
  flight_numbers: z.array(z.string()).describe("'KC 110', one per segment"),
  airlines: z.array(z.object({ code: z.string(), name: z.string() })),
  departure_time: z.string().describe("Local 'HH:mm' at the origin"),
  arrival_time: z.string().describe("Local 'HH:mm' at the destination"),
  arrival_day_offset: z.number().int().describe('1 when it lands the next local day'),
  duration_min: z.number().int(),
  stops: z.number().int(),
  via: z.array(z.string()).describe('Cities of the stops, in the request language'),
  weekdays: z.array(z.number().int().min(1).max(7)).describe('ISO weekdays it flies on in the priced weeks'),
});
export type RouteFlight = z.infer<typeof routeFlightSchema>;

export const routePageSchema = z
  .object({
    slug: z.string(),
    from: locationSchema,
    to: locationSchema,
    from_slug: z.string(),
    to_slug: z.string(),
    currency: z.literal('KGS'),
    days: z.array(
      z.object({
        date: z.string().describe('yyyy-MM-dd'),
        price: z.number().int().nullable().describe('The cheapest fare for one adult in economy; null: no flight'),
        stops: z.number().int().nullable().describe('Stops of that cheapest fare'),
      }),
    ),
    min_price: z.number().int().nullable(),
    direct: z.boolean(),
    typical_duration_min: z.number().int().nullable().describe('The median duration of the fastest way each day'),
    airlines: z.array(z.object({ code: z.string(), name: z.string() })),
    flights: z.array(routeFlightSchema),
    baggage: z.object({
      cheapest_includes: z.boolean().describe('Whether the cheapest fares include checked baggage'),
      checked_kg: z.number().int().nullable().describe('Checked baggage of the fares that include it'),
      hand_kg: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'RoutePage' });
export type RoutePage = z.infer<typeof routePageSchema>;
