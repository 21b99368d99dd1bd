import type { APIRequestContext } from '@playwright/test';

/** yyyy-MM-dd `days` from today, in the browser's (and this machine's) local time. */
export function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The first day from `fromDay` days ahead on which a one-way search finds nothing for one adult, asked of the API. The
 * demo schedule flies by weekday: a connection (Talas–Bishkek–Batken) exists on some days and not others, so a fixed
 * offset from today is an empty route one day and a route with flights the next.
 */
export async function isoDayWithoutFlights(
  request: APIRequestContext,
  from: string,
  to: string,
  fromDay = 14,
): Promise<string> {
  for (let days = fromDay; days < fromDay + 14; days += 1) {
    const when = isoDaysFromNow(days);
    const response = await request.post('/api/flights/search/', {
      data: { city_from: from, city_to: to, when_date: when, passengers: { adults: 1 } },
    });
    if (!response.ok()) throw new Error(`search ${from}-${to} ${when} answered ${response.status()}`);
    const { tickets } = (await response.json()) as { tickets: unknown[] };
    if (tickets.length === 0) return when;
  }
  throw new Error(`${from}-${to} has flights on every day of two weeks`);
}
