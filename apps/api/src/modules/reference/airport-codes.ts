/**
 * Airport codes the world still writes after IATA retired them. Airline schedule files, suppliers and
 * old tickets go on using a former code for years (Manas has been BSZ since August 2025, and schedules
 * still say FRU), so every place that reads a code — the schedule import, the city search, the
 * supplier adapters — reads it through `canonicalAirportCode` and works with the code in force.
 * Only codes that no airport uses again belong here: a retired code IATA has given to another
 * airport would send travellers to the wrong place.
 */

/** Retired code → the code in force for the same airport. */
export const RETIRED_AIRPORT_CODES: Readonly<Record<string, string>> = {
  // Bishkek Manas: FRU (for Frunze, the city's Soviet name) until August 2025.
  FRU: 'BSZ',
  // Astana Nursultan Nazarbayev: TSE until 2020.
  TSE: 'NQZ',
};

/** The code in force for an airport code as written (trimmed, upper case); unknown codes come back as written. */
export function canonicalAirportCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return RETIRED_AIRPORT_CODES[upper] ?? upper;
}

/** The retired codes of an airport (BSZ → ['FRU']), for searches that must find it by any of them. */
export function retiredCodesOf(code: string): string[] {
  return Object.keys(RETIRED_AIRPORT_CODES).filter((retired) => RETIRED_AIRPORT_CODES[retired] === code);
}
