/**
 * The city search on the real network data: what travellers type (typos, the other script, the
 * wrong keyboard layout, codes, old names, Kyrgyz, Turkish and Chinese names) and the city they
 * mean, which must come first.
 */
import { describe, expect, it } from 'vitest';
import { FlightCatalog } from './catalog.js';
import { CITY_ALIASES } from './data/city-aliases.js';
import { COUNTRY_NAMES } from './data/countries.js';
import { AIRPORTS } from './data/locations.js';
import { normalizeName, swapKeyboardLayout, transliterate, typoAllowance } from './location-matcher.js';
import { loadWorldAirports } from '../reference/index.js';

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
const first = (query: string) => catalog.findCities(query)[0]?.code;
/** The network and every other airport of the world with scheduled service. */
const world = new FlightCatalog([...catalog.airports.values()], [], [], await loadWorldAirports());
const codes = (query: string) => catalog.findCities(query).map((city) => city.code);

/** What travellers type and the city they mean, first: on the network alone and at world size. */
const MEANT: Array<[string, string | undefined]> = [
  // Typos
  ['Бишкик', 'BSZ'],
  ['бешкек', 'BSZ'],
  ['Bishkec', 'BSZ'],
  ['Istambul', 'IST'],
  ['Instanbul', 'IST'],
  ['Almata', 'ALA'],
  ['Алмата', 'ALA'],
  ['Масква', 'MOW'],
  ['Moscwo', 'MOW'],
  ['Ташкен', 'TAS'],
  ['Новосибирс', 'OVB'],
  ['Novosibrisk', 'OVB'],
  ['Екатеринбур', 'SVX'],
  ['Ekaterenburg', 'SVX'],
  ['Самарканд', 'SKD'],
  ['Samarkant', 'SKD'],
  ['Dubay', 'DXB'],
  ['Душамбе', 'DYU'],
  ['Karakool', 'IKG'],
  ['Тбилиси', 'TBS'],
  // Transliteration, both ways
  ['Moskva', 'MOW'],
  ['Stambul', 'IST'],
  ['Sankt-Peterburg', 'LED'],
  ['Novosibirsk', 'OVB'],
  ['Ekaterinburg', 'SVX'],
  ['Dzhalal-Abad', 'UCFJ'],
  ['Yssyk-Kol', 'IKU'],
  ['Истанбул', 'IST'],
  ['Ташкент', 'TAS'],
  ['Урумчи', 'URC'],
  ['Дубаи', 'DXB'],
  ['Шарджах', 'SHJ'],
  ['Абу Даби', 'AUH'],
  // The wrong keyboard layout
  ['vjcrdf', 'MOW'],
  ['ьщылмф', 'MOW'],
  [',bihrtr', 'BSZ'],
  [',bi', 'BSZ'],
  ['ишырлул', 'BSZ'],
  ['nfkfc', 'UCFT'],
  ['cnfv,ek', 'IST'],
  ['fkvfns', 'ALA'],
  ['nfirtyn', 'TAS'],
  ['gbnth', 'LED'],
  ['шыефтигд', 'IST'],
  // Codes, current, former and local
  ['BSZ', 'BSZ'],
  ['FRU', 'BSZ'],
  ['fru', 'BSZ'],
  ['UCFM', 'BSZ'],
  ['SVO', 'MOW'],
  ['DME', 'MOW'],
  ['SAW', 'IST'],
  ['TSE', 'NQZ'],
  ['КПЖ', 'IKG'],
  ['иыя', 'BSZ'],
  ['ALA', 'ALA'],
  // Other names
  ['Питер', 'LED'],
  ['СПб', 'LED'],
  ['Фрунзе', 'BSZ'],
  ['Frunze', 'BSZ'],
  ['Алма-Ата', 'ALA'],
  ['Нур-Султан', 'NQZ'],
  ['Чолпон-Ата', 'IKU'],
  ['Ленинград', 'LED'],
  ['Свердловск', 'SVX'],
  ['Peking', 'BJS'],
  ['Петербург', 'LED'],
  // Kyrgyz names and letters, typed with or without them
  ['Ысык-Көл', 'IKU'],
  ['Ысык-Кол', 'IKU'],
  ['Үрүмчү', 'URC'],
  ['Урумчу', 'URC'],
  ['Бээжин', 'BJS'],
  ['Жалал-Абад', 'UCFJ'],
  ['Түркия', undefined], // a country, not a city: nothing false
  // Turkish names and letters, typed with or without them
  ['Bişkek', 'BSZ'],
  ['Biskek', 'BSZ'],
  ['İstanbul', 'IST'],
  ['ıstanbul', 'IST'],
  ['Moskova', 'MOW'],
  ['Almatı', 'ALA'],
  ['Taşkent', 'TAS'],
  ['Oş', 'OSS'],
  ['Cidde', 'JED'],
  ['Tiflis', 'TBS'],
  ['Bakü', 'BAK'],
  // Chinese names
  ['比什凯克', 'BSZ'],
  ['比什', 'BSZ'],
  ['莫斯科', 'MOW'],
  ['伊斯坦布尔', 'IST'],
  ['伊斯坦堡', 'IST'],
  ['阿拉木图', 'ALA'],
  ['乌鲁木齐', 'URC'],
  ['北京', 'BJS'],
  ['奥什', 'OSS'],
  // Case and spaces
  ['  МОСКВА  ', 'MOW'],
  ['санкт петербург', 'LED'],
  ['abu dhabi', 'AUH'],
];

describe('the city search finds what was meant', () => {
  it.each(MEANT)('%s → %s', (query, code) => {
    expect(first(query)).toBe(code);
  });
});

describe('at world size (every airport with scheduled service)', () => {
  it.each([
    ...MEANT.filter(([query]) => query !== 'Түркия'),
    // Places outside the network, and the network's cities by their other airports
    ['IST', 'IST'],
    ['стамбул', 'IST'],
    ['istanbul', 'IST'],
    ['Sabiha', 'IST'],
    ['франкфурт', 'FRA'],
    ['Frankfurt', 'FRA'],
    ['Frankfrut', 'FRA'],
    ['Франкфрут', 'FRA'],
    ['seoul', 'SEL'],
    ['сеул', 'SEL'],
    ['GMP', 'SEL'],
    ['乌鲁木齐', 'URC'],
    ['ZIA', 'MOW'],
    ['PKX', 'BJS'],
    ['JFK', 'NYC'],
    ['нью-йорк', 'NYC'],
    ['London', 'LON'],
    ['Лондон', 'LON'],
    ['Londn', 'LON'],
    ['Barcelona', 'BCN'],
    ['Барселона', 'BCN'],
    ['Bangkok', 'BKK'],
    ['EDDF', 'FRA'],
  ] as Array<[string, string | undefined]>)('%s → %s', (query, code) => {
    expect(world.findCities(query)[0]?.code).toBe(code);
  });

  it('keeps the network first and its names, and groups a metropolitan area', () => {
    for (const query of ['бишкек', 'ош', 'москва', 'стамбул', 'FRU'])
      expect(world.findCities(query)[0]!.standing, query).toBe(0);
    expect(world.findCities('')[0]!.code).toBe('MOW');
    const istanbul = world.cities.get('IST')!;
    expect(istanbul.name).toEqual(catalog.cities.get('IST')!.name);
    expect(istanbul.airports.map((a) => a.code)).toEqual(['IST', 'SAW']);
    expect(world.cities.get('MOW')!.airports.map((a) => a.code)).toEqual(['SVO', 'VKO', 'DME', 'ZIA']);
    expect(world.toLocation(world.cities.get('FRA')!, 'ky')).toMatchObject({
      title: 'Frankfurt am Main',
      country: 'Германия',
      airports: [{ code: 'FRA', title: 'Frankfurt' }],
    });
  });

  it('answers the time zone of any airport, by a retired code too', () => {
    expect(world.timeZoneOf('FRA')).toBe('Europe/Berlin');
    expect(world.timeZoneOf('JFK')).toBe('America/New_York');
    expect(world.timeZoneOf('FRU')).toBe('Asia/Bishkek');
    expect(world.timeZoneOf('URC')).toBe('Asia/Shanghai');
    expect(world.timeZoneOf('XXX')).toBeNull();
  });

  it('leaves out heliports, closed airfields and airports without scheduled service', () => {
    expect(world.airports.size).toBeGreaterThan(4000);
    for (const code of ['TXL', 'THF']) expect(world.airports.has(code), code).toBe(false);
  });
});

describe('ranking', () => {
  it('puts an exact code before names that start with it', () => {
    expect(first('OSS')).toBe('OSS');
    expect(first('ist')).toBe('IST');
  });

  it('puts a name typed as meant before a keyboard-layout guess', () => {
    // 'ka' is a prefix of Kazan, Karakol, Kashgar…; in the other layout it is 'ла'.
    expect(
      codes('ka')
        .slice(0, 3)
        .every((code) => ['KZN', 'IKG', 'KHG', 'KWI', 'UCFJ'].includes(code)),
    ).toBe(true);
  });

  it('lists popular destinations first among equal matches', () => {
    // Both Moscow (popular 1) and Manas airport (Bishkek) start with 'м'; Moscow is first.
    expect(codes('м')[0]).toBe('MOW');
    // Almaty (popular 5) before Astana and Abu Dhabi.
    expect(codes('а')[0]).toBe('ALA');
  });

  it('brings in no near-misses of other names once a name matches as typed', () => {
    expect(codes('Самар')).toEqual(['KUF', 'SKD']);
    expect(codes('Самара')).toEqual(['KUF']); // not Самарканд, one edit away
    expect(codes('tashk')).toEqual(['TAS']); // not Kashgar or Başkent (Beijing's airport)
  });

  it('keeps only the nearest typo matches', () => {
    expect(codes('Бишкик')).toEqual(['BSZ']);
  });

  it('answers popular destinations for an empty query and nothing for nonsense', () => {
    expect(codes('')[0]).toBe('MOW');
    expect(codes('   ')[0]).toBe('MOW');
    expect(codes('zzzzqq')).toEqual([]);
    expect(codes('qwxyzv')).toEqual([]);
    expect(codes('!!!')[0]).toBe('MOW');
  });

  it('answers at most the limit', () => {
    expect(catalog.findCities('a', 3)).toHaveLength(3);
  });
});

describe('the parts', () => {
  it('normalises case, accents and Kyrgyz, Kazakh and Turkish letters', () => {
    expect(normalizeName('Ёлка')).toBe('елка');
    expect(normalizeName('Ысык-Көл')).toBe('ысыккол');
    expect(normalizeName('Үрүмчү')).toBe('урумчу');
    expect(normalizeName('Түштүк Корея')).toBe('туштуккорея');
    expect(normalizeName('İSTANBUL')).toBe('istanbul');
    expect(normalizeName('Kırgızistan')).toBe('kirgizistan');
    expect(normalizeName('Şarika Gökçen')).toBe('sarikagokcen');
    expect(normalizeName('Қашқар')).toBe('кашкар');
  });

  it('transliterates Cyrillic and Latin to one spelling', () => {
    expect(transliterate(normalizeName('Москва'))).toBe(transliterate(normalizeName('Moskva')));
    expect(transliterate(normalizeName('Бишкек'))).toBe(transliterate(normalizeName('Bishkek')));
    expect(transliterate(normalizeName('Bişkek'))).toBe(transliterate(normalizeName('Bishkek')));
    expect(transliterate(normalizeName('Ташкент'))).toBe(transliterate(normalizeName('Tashkent')));
    expect(transliterate(normalizeName('Екатеринбург'))).toBe(transliterate(normalizeName('Yekaterinburg')));
    expect(transliterate(normalizeName('Джалал-Абад'))).toBe(transliterate(normalizeName('Jalal-Abad')));
  });

  it('swaps ЙЦУКЕН and QWERTY keys both ways', () => {
    expect(swapKeyboardLayout('vjcrdf')).toBe('москва');
    expect(swapKeyboardLayout('ьщылмф')).toBe('moskva');
    expect(swapKeyboardLayout(',bitr')).toBe('бишек');
    expect(swapKeyboardLayout('123')).toBeNull();
  });

  it('allows more typos in longer words', () => {
    expect([1, 3, 4, 5, 6, 9, 10].map(typoAllowance)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });
});

describe('the data behind it', () => {
  it('names every country of the network in all five languages, Kyrgyzstan as Кыргызстан', () => {
    for (const airport of AIRPORTS) {
      const names = COUNTRY_NAMES[airport.country];
      expect(names, airport.country).toBeDefined();
      for (const name of Object.values(names!)) expect(name.trim(), airport.country).toBeTruthy();
    }
    expect(catalog.toLocation(catalog.cities.get('BSZ')!, 'ru').country).toBe('Кыргызстан');
    expect(catalog.toLocation(catalog.cities.get('OSS')!, 'ky').country).toBe('Кыргызстан');
  });

  it('keys other names by cities that exist', () => {
    for (const code of Object.keys(CITY_ALIASES)) expect(catalog.cities.has(code), code).toBe(true);
  });
});
