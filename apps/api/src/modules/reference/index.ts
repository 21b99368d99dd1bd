/** The reference module's public entry: the countries other modules check codes against, and its seed. */
export { countriesExist, countryExists } from './reference.repository.js';
export { seedCountries } from './reference.service.js';
