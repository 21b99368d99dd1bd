/**
 * The reference module's public entry: the countries other modules check codes against, and its seed;
 * the world's airports and cities, and the airport codes still written after they were retired.
 */
export { countriesExist, countryExists } from './reference.repository.js';
export { seedCountries } from './reference.service.js';
export { canonicalAirportCode, retiredCodesOf, RETIRED_AIRPORT_CODES } from './airport-codes.js';
export { loadWorldAirports, METROPOLITAN_AREAS, type WorldAirport } from './world-places.js';
