#!/usr/bin/env node
// The city search behind GET /api/locations/ (called on every keystroke), on its own: the real
// network data, and what people type letter by letter — names in five languages, the other script,
// the wrong keyboard layout, codes and typos (each query below and every prefix of it). Prints the
// time of 1,000 queries (best, median and worst of the rounds) and the queries per second.
// Target: 1,000 queries in under 100 ms (the median: the worst round shows what else the machine did).
// Usage: node bench/locations.mjs [rounds=20]
import { register } from 'tsx/esm/api';

register();
const { FlightCatalog } = await import('../apps/api/src/modules/flights/catalog.ts');
const { AIRPORTS } = await import('../apps/api/src/modules/flights/data/locations.ts');

const rounds = Number(process.argv[2] ?? 20);
if (!(rounds > 0)) {
  console.error('Usage: node bench/locations.mjs [rounds=20]');
  process.exit(2);
}

const catalog = new FlightCatalog(
  AIRPORTS.map((a) => ({
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
  })),
  [],
  [],
);

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
];
const queries = TYPED.flatMap((word) => [...word].map((_, i) => word.slice(0, i + 1)));
const batch = Array.from({ length: 1000 }, (_, i) => queries[i % queries.length]);

for (const query of batch) catalog.findCities(query); // warm-up
const times = [];
for (let round = 0; round < rounds; round += 1) {
  const start = process.hrtime.bigint();
  for (const query of batch) catalog.findCities(query);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const [best, median, worst] = [times[0], times[Math.floor(times.length / 2)], times.at(-1)];
console.log(
  `city search: ${catalog.cities.size} cities, ${queries.length} distinct queries, ${rounds} rounds of 1,000`,
);
console.log(
  `1,000 queries: best ${best.toFixed(1)} ms, median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (${Math.round(1000 / (median / 1000)).toLocaleString('en')} queries/s at the median)`,
);
console.log(`target: median < 100 ms per 1,000 queries: ${median < 100 ? 'met' : 'MISSED'}`);
