#!/usr/bin/env node
// The city search behind GET /api/locations/ (called on every keystroke), on its own: the agency's
// network alone, then with every airport of the world with scheduled service (reference/world-places.ts),
// and what people type letter by letter — names in five languages, the other script, the wrong
// keyboard layout, codes and typos (each query below and every prefix of it).
// Prints the time per keystroke (median, p95, worst), the time to build the catalog and load the
// world's data, and the heap the catalog holds (measured with --expose-gc, which the script asks for).
// Target at world size: p95 under 20 ms per keystroke, heap under 100 MB.
// Usage: node --conditions=sapar-source --expose-gc bench/locations.mjs [rounds=5]
import { register } from 'tsx/esm/api';

register();
const { FlightCatalog } = await import('../apps/api/src/modules/flights/catalog.ts');
const { AIRPORTS } = await import('../apps/api/src/modules/flights/data/locations.ts');
const { loadWorldAirports } = await import('../apps/api/src/modules/reference/world-places.ts');

const rounds = Number(process.argv[2] ?? 5);
if (!(rounds > 0) || typeof globalThis.gc !== 'function') {
  console.error('Usage: node --conditions=sapar-source --expose-gc bench/locations.mjs [rounds=5]');
  process.exit(2);
}

const network = AIRPORTS.map((a) => ({
  code: a.iata,
  icao: a.icao,
  cityCode: a.cityCode,
  country: a.country,
  lat: a.lat,
  lon: a.lon,
  timeZone: a.timeZone,
  name: a.name,
  city: a.city,
  aliases: a.aliases ?? [],
  popular: a.popular ?? null,
}));

const TYPED = [
  'Москва',
  'Бишкек',
  'Бишкик',
  'Стамбул',
  'Istambul',
  'Almata',
  'Moskva',
  'Stambul',
  'vjcrdf',
  'ьщылмф',
  ',bihrtr',
  'Санкт-Петербург',
  'Питер',
  'Frunze',
  'Ысык-Көл',
  'Үрүмчү',
  'İstanbul',
  'Bişkek',
  '比什凯克',
  '伊斯坦布尔',
  'Novosibrisk',
  'Ekaterinburg',
  'Dzhalal-Abad',
  'Абу Даби',
  'Душамбе',
  'Samarkant',
  'Ташкент',
  'FRU',
  'SVO',
  'иыя',
  'zzzzqq',
  'Dubai',
  'Antalya',
  'Тбилиси',
  'Seoul',
  'Guangzhou',
  'Karakool',
  'Osh',
  // Places only the world set knows
  'Франкфурт',
  'Frankfurt',
  'Сеул',
  'Нью-Йорк',
  'Barcelona',
  'Bangkok',
  'Sabiha',
  '乌鲁木齐',
  'Londn',
  'Paris',
];
const queries = TYPED.flatMap((word) => [...word].map((_, i) => word.slice(0, i + 1)));

const heapMb = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed / 1e6;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function measure(label, world) {
  const heapBefore = heapMb();
  let start = performance.now();
  const places = world ? await loadWorldAirports() : [];
  const loadMs = performance.now() - start;
  start = performance.now();
  const catalog = new FlightCatalog(network, [], [], places);
  catalog.warmUp();
  const buildMs = performance.now() - start;
  const heap = heapMb() - heapBefore;
  for (const query of queries) catalog.findCities(query); // warm-up
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const t = performance.now();
      catalog.findCities(query);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${catalog.cities.size.toLocaleString('en')} cities, ${catalog.airports.size.toLocaleString('en')} airports; ` +
      `data ${loadMs.toFixed(0)} ms, index ${buildMs.toFixed(0)} ms, heap ${heap.toFixed(1)} MB`,
  );
  console.log(
    `  per keystroke (${times.length.toLocaleString('en')} = ${queries.length} queries x ${rounds}): ` +
      `median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, worst ${times.at(-1).toFixed(2)} ms`,
  );
  return { catalog, p95: percentile(times, 95), heap };
}

await measure('network only', false);
const world = await measure('world', true);
const met = world.p95 < 20 && world.heap < 100;
console.log(`target at world size: p95 < 20 ms and heap < 100 MB: ${met ? 'met' : 'MISSED'}`);
