/**
 * Airports of the Sapar flight network and the main hubs one-stop itineraries connect through.
 *
 * Reviewed reference data: coordinates are the airport reference points rounded to 4 decimals,
 * time zones are IANA names (checked against Node 20 / ICU 78.2, tzdata 2025c).
 *
 * Time-zone notes:
 * - Kazakhstan moved the whole country to UTC+5 on 1 March 2024. tzdata ≥ 2024a models this in
 *   `Asia/Almaty` (Node here reports GMT+05:00 for it), and Astana and Shymkent have always been
 *   covered by `Asia/Almaty` in tzdata, so ALA, NQZ and CIT all use `Asia/Almaty`. A runtime with an
 *   older tzdata would show UTC+6 for them — keep Node's ICU up to date.
 * - Urumqi and Kashgar use `Asia/Shanghai` (Beijing time, UTC+8): airports, airlines and railways in
 *   Xinjiang publish schedules in Beijing time even though `Asia/Urumqi` (UTC+6, "Xinjiang time")
 *   exists in tzdata and local solar time is ~2–3 hours behind.
 */
import type { LocalizedText } from '@sapar/contracts';

export interface AirportData {
  /**
   * 3-letter IATA airport code, the key routes refer to. Airports that have no IATA code
   * (`codeStatus: 'icao-key'`) use their 4-letter ICAO code instead, which can never clash with a
   * real IATA code.
   */
  iata: string;
  icao: string;
  /** IATA metropolitan/city code, e.g. MOW for SVO/VKO/DME, IST for IST/SAW; BSZ for Bishkek. */
  cityCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lon: number;
  /** IANA time zone; all schedule times at this airport are local to it. */
  timeZone: string;
  /** Short airport name as shown after the city ("Москва, Шереметьево"); no word "airport". */
  name: LocalizedText;
  city: LocalizedText;
  /** Extra codes a search must also match (former IATA codes, local/unofficial codes). */
  aliases?: string[];
  /** Rank for empty-query destination suggestions, 1 = first. */
  popular?: number;
  /**
   * Absent: the codes are well established.
   * 'unverified': the IATA code is reported (news) but not confirmed against the IATA directory.
   * 'icao-key': the airport has no IATA code; `iata` holds the ICAO code.
   */
  codeStatus?: 'unverified' | 'icao-key';
}

type Names = Required<LocalizedText>;
const t = (ru: string, ky: string, en: string, tr: string, zh: string): Names => ({ ru, ky, en, tr, zh });

const MOSCOW = t('Москва', 'Москва', 'Moscow', 'Moskova', '莫斯科');
const ISTANBUL = t('Стамбул', 'Стамбул', 'Istanbul', 'İstanbul', '伊斯坦布尔');

export const AIRPORTS: AirportData[] = [
  // ── Kyrgyzstan ─────────────────────────────────────────────────────────────────────────────
  {
    // IATA code changed from FRU to BSZ in August 2025; FRU stays searchable.
    iata: 'BSZ',
    icao: 'UCFM',
    cityCode: 'BSZ',
    country: 'KG',
    lat: 43.0613,
    lon: 74.4776,
    timeZone: 'Asia/Bishkek',
    name: t('Манас', 'Манас', 'Manas', 'Manas', '玛纳斯'),
    city: t('Бишкек', 'Бишкек', 'Bishkek', 'Bişkek', '比什凯克'),
    aliases: ['FRU'],
  },
  {
    iata: 'OSS',
    icao: 'UCFO',
    cityCode: 'OSS',
    country: 'KG',
    lat: 40.609,
    lon: 72.7933,
    timeZone: 'Asia/Bishkek',
    name: t('Ош', 'Ош', 'Osh', 'Oş', '奥什'),
    city: t('Ош', 'Ош', 'Osh', 'Oş', '奥什'),
    popular: 3,
  },
  {
    // Issyk-Kul International at Tamchy, north shore of the lake (serves Cholpon-Ata).
    iata: 'IKU',
    icao: 'UCFL',
    cityCode: 'IKU',
    country: 'KG',
    lat: 42.5881,
    lon: 76.7131,
    timeZone: 'Asia/Bishkek',
    name: t('Тамчы', 'Тамчы', 'Tamchy', 'Tamçı', '塔姆奇'),
    city: t('Иссык-Куль', 'Ысык-Көл', 'Issyk-Kul', 'Issık Göl', '伊塞克湖'),
  },
  {
    // DOUBTFUL CODE: Karakol had no IATA code for decades (Russian internal code КПЖ). 24.kg reported
    // in 2025 that it received the international code IKG — not confirmed against the IATA directory,
    // verify before printing it on tickets. IKG does not clash with any airport code we know of.
    iata: 'IKG',
    icao: 'UCFP',
    cityCode: 'IKG',
    country: 'KG',
    lat: 42.5081,
    lon: 78.4078,
    timeZone: 'Asia/Bishkek',
    name: t('Каракол', 'Каракол', 'Karakol', 'Karakol', '卡拉科尔'),
    city: t('Каракол', 'Каракол', 'Karakol', 'Karakol', '卡拉科尔'),
    aliases: ['КПЖ'],
    codeStatus: 'unverified',
  },
  {
    // No IATA code (Russian internal code ТЛС). ICAO: sources still show the Soviet-era UAFT; Kyrgyz
    // aerodromes moved to the UCF* prefix (UAFM→UCFM, UAFP→UCFP), so UCFT — verify against the AIP.
    iata: 'UCFT',
    icao: 'UCFT',
    cityCode: 'UCFT',
    country: 'KG',
    lat: 42.5058,
    lon: 72.2631,
    timeZone: 'Asia/Bishkek',
    name: t('Талас', 'Талас', 'Talas', 'Talas', '塔拉斯'),
    city: t('Талас', 'Талас', 'Talas', 'Talas', '塔拉斯'),
    aliases: ['ТЛС', 'UAFT'],
    codeStatus: 'icao-key',
  },
  {
    // No IATA code (Russian internal code БАТ; 'BAT' is Barretos, Brazil — do not use). ICAO UCFB
    // (formerly UAFB). Coordinates approximate (town-edge airfield, 600 m SE of Batken).
    iata: 'UCFB',
    icao: 'UCFB',
    cityCode: 'UCFB',
    country: 'KG',
    lat: 40.0428,
    lon: 70.8381,
    timeZone: 'Asia/Bishkek',
    name: t('Баткен', 'Баткен', 'Batken', 'Batken', '巴特肯'),
    city: t('Баткен', 'Баткен', 'Batken', 'Batken', '巴特肯'),
    aliases: ['БАТ', 'UAFB'],
    codeStatus: 'icao-key',
  },
  {
    // No IATA code (Russian internal code ДЖБ). Local travel agents use 'JBD' unofficially — kept as a
    // search alias only. ICAO: sources show UAFJ; UCFJ assumed after the UCF* renumbering — verify.
    iata: 'UCFJ',
    icao: 'UCFJ',
    cityCode: 'UCFJ',
    country: 'KG',
    lat: 40.9442,
    lon: 72.9778,
    timeZone: 'Asia/Bishkek',
    name: t('Джалал-Абад', 'Жалал-Абад', 'Jalal-Abad', 'Celalabad', '贾拉拉巴德'),
    city: t('Джалал-Абад', 'Жалал-Абад', 'Jalal-Abad', 'Celalabad', '贾拉拉巴德'),
    aliases: ['JBD', 'ДЖБ', 'UAFJ'],
    codeStatus: 'icao-key',
  },

  // ── Russia ─────────────────────────────────────────────────────────────────────────────────
  {
    iata: 'SVO',
    icao: 'UUEE',
    cityCode: 'MOW',
    country: 'RU',
    lat: 55.9726,
    lon: 37.4146,
    timeZone: 'Europe/Moscow',
    name: t('Шереметьево', 'Шереметьево', 'Sheremetyevo', 'Şeremetyevo', '谢列梅捷沃'),
    city: MOSCOW,
    popular: 1,
  },
  {
    iata: 'VKO',
    icao: 'UUWW',
    cityCode: 'MOW',
    country: 'RU',
    lat: 55.5915,
    lon: 37.2615,
    timeZone: 'Europe/Moscow',
    name: t('Внуково', 'Внуково', 'Vnukovo', 'Vnukovo', '伏努科沃'),
    city: MOSCOW,
  },
  {
    iata: 'DME',
    icao: 'UUDD',
    cityCode: 'MOW',
    country: 'RU',
    lat: 55.4088,
    lon: 37.9063,
    timeZone: 'Europe/Moscow',
    name: t('Домодедово', 'Домодедово', 'Domodedovo', 'Domodedovo', '多莫杰多沃'),
    city: MOSCOW,
  },
  {
    iata: 'LED',
    icao: 'ULLI',
    cityCode: 'LED',
    country: 'RU',
    lat: 59.8003,
    lon: 30.2625,
    timeZone: 'Europe/Moscow',
    name: t('Пулково', 'Пулково', 'Pulkovo', 'Pulkovo', '普尔科沃'),
    city: t('Санкт-Петербург', 'Санкт-Петербург', 'Saint Petersburg', 'Sankt-Peterburg', '圣彼得堡'),
    popular: 6,
  },
  {
    iata: 'OVB',
    icao: 'UNNT',
    cityCode: 'OVB',
    country: 'RU',
    lat: 55.0126,
    lon: 82.6507,
    timeZone: 'Asia/Novosibirsk',
    name: t('Толмачёво', 'Толмачево', 'Tolmachevo', 'Tolmaçevo', '托尔马切沃'),
    city: t('Новосибирск', 'Новосибирск', 'Novosibirsk', 'Novosibirsk', '新西伯利亚'),
    popular: 7,
  },
  {
    iata: 'SVX',
    icao: 'USSS',
    cityCode: 'SVX',
    country: 'RU',
    lat: 56.7431,
    lon: 60.8027,
    timeZone: 'Asia/Yekaterinburg',
    name: t('Кольцово', 'Кольцово', 'Koltsovo', 'Koltsovo', '科利佐沃'),
    city: t('Екатеринбург', 'Екатеринбург', 'Yekaterinburg', 'Yekaterinburg', '叶卡捷琳堡'),
  },
  {
    iata: 'KZN',
    icao: 'UWKD',
    cityCode: 'KZN',
    country: 'RU',
    lat: 55.6062,
    lon: 49.2787,
    timeZone: 'Europe/Moscow',
    name: t('Казань', 'Казан', 'Kazan', 'Kazan', '喀山'),
    city: t('Казань', 'Казан', 'Kazan', 'Kazan', '喀山'),
  },
  {
    iata: 'KJA',
    icao: 'UNKL',
    cityCode: 'KJA',
    country: 'RU',
    lat: 56.1729,
    lon: 92.4933,
    timeZone: 'Asia/Krasnoyarsk',
    name: t('Емельяново', 'Емельяново', 'Yemelyanovo', 'Yemelyanovo', '叶梅利亚诺沃'),
    city: t('Красноярск', 'Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克'),
  },
  {
    iata: 'AER',
    icao: 'URSS',
    cityCode: 'AER',
    country: 'RU',
    lat: 43.4499,
    lon: 39.9566,
    timeZone: 'Europe/Moscow',
    name: t('Сочи', 'Сочи', 'Sochi', 'Soçi', '索契'),
    city: t('Сочи', 'Сочи', 'Sochi', 'Soçi', '索契'),
  },
  {
    iata: 'KUF',
    icao: 'UWWW',
    cityCode: 'KUF',
    country: 'RU',
    lat: 53.5049,
    lon: 50.1643,
    timeZone: 'Europe/Samara',
    name: t('Курумоч', 'Курумоч', 'Kurumoch', 'Kurumoç', '库鲁莫奇'),
    city: t('Самара', 'Самара', 'Samara', 'Samara', '萨马拉'),
  },
  {
    iata: 'UFA',
    icao: 'UWUU',
    cityCode: 'UFA',
    country: 'RU',
    lat: 54.5575,
    lon: 55.8744,
    timeZone: 'Asia/Yekaterinburg',
    name: t('Уфа', 'Уфа', 'Ufa', 'Ufa', '乌法'),
    city: t('Уфа', 'Уфа', 'Ufa', 'Ufa', '乌法'),
  },

  // ── Turkey ─────────────────────────────────────────────────────────────────────────────────
  {
    iata: 'IST',
    icao: 'LTFM',
    cityCode: 'IST',
    country: 'TR',
    lat: 41.2753,
    lon: 28.7519,
    timeZone: 'Europe/Istanbul',
    name: t('Стамбул', 'Стамбул', 'Istanbul', 'İstanbul', '伊斯坦布尔'),
    city: ISTANBUL,
    popular: 2,
  },
  {
    iata: 'SAW',
    icao: 'LTFJ',
    cityCode: 'IST',
    country: 'TR',
    lat: 40.8986,
    lon: 29.3092,
    timeZone: 'Europe/Istanbul',
    name: t('Сабиха Гёкчен', 'Сабиха Гөкчен', 'Sabiha Gökçen', 'Sabiha Gökçen', '萨比哈·格克琴'),
    city: ISTANBUL,
  },
  {
    iata: 'AYT',
    icao: 'LTAI',
    cityCode: 'AYT',
    country: 'TR',
    lat: 36.8987,
    lon: 30.8005,
    timeZone: 'Europe/Istanbul',
    name: t('Анталья', 'Анталья', 'Antalya', 'Antalya', '安塔利亚'),
    city: t('Анталья', 'Анталья', 'Antalya', 'Antalya', '安塔利亚'),
    popular: 9,
  },

  // ── Gulf ───────────────────────────────────────────────────────────────────────────────────
  {
    iata: 'DXB',
    icao: 'OMDB',
    cityCode: 'DXB',
    country: 'AE',
    lat: 25.2528,
    lon: 55.3644,
    timeZone: 'Asia/Dubai',
    name: t('Дубай', 'Дубай', 'Dubai International', 'Dubai', '迪拜国际'),
    city: t('Дубай', 'Дубай', 'Dubai', 'Dubai', '迪拜'),
    popular: 4,
  },
  {
    iata: 'SHJ',
    icao: 'OMSJ',
    cityCode: 'SHJ',
    country: 'AE',
    lat: 25.3286,
    lon: 55.5172,
    timeZone: 'Asia/Dubai',
    name: t('Шарджа', 'Шарджа', 'Sharjah', 'Şarika', '沙迦'),
    city: t('Шарджа', 'Шарджа', 'Sharjah', 'Şarika', '沙迦'),
  },
  {
    // Renamed Zayed International in 2024 (formerly Abu Dhabi International).
    iata: 'AUH',
    icao: 'OMAA',
    cityCode: 'AUH',
    country: 'AE',
    lat: 24.433,
    lon: 54.6511,
    timeZone: 'Asia/Dubai',
    name: t('Зайед', 'Зайед', 'Zayed International', 'Zayed', '扎耶德国际'),
    city: t('Абу-Даби', 'Абу-Даби', 'Abu Dhabi', 'Abu Dabi', '阿布扎比'),
  },
  {
    // ICAO changed from OKBK to OKKK.
    iata: 'KWI',
    icao: 'OKKK',
    cityCode: 'KWI',
    country: 'KW',
    lat: 29.2266,
    lon: 47.9689,
    timeZone: 'Asia/Kuwait',
    name: t('Кувейт', 'Кувейт', 'Kuwait International', 'Kuveyt', '科威特国际'),
    city: t('Эль-Кувейт', 'Кувейт', 'Kuwait City', 'Kuveyt', '科威特城'),
  },
  {
    iata: 'JED',
    icao: 'OEJN',
    cityCode: 'JED',
    country: 'SA',
    lat: 21.6796,
    lon: 39.1565,
    timeZone: 'Asia/Riyadh',
    name: t('Король Абдул-Азиз', 'Абдулазиз падыша', 'King Abdulaziz', 'Kral Abdulaziz', '阿卜杜勒-阿齐兹国王'),
    city: t('Джидда', 'Жидда', 'Jeddah', 'Cidde', '吉达'),
  },
  {
    iata: 'DOH',
    icao: 'OTHH',
    cityCode: 'DOH',
    country: 'QA',
    lat: 25.2731,
    lon: 51.6081,
    timeZone: 'Asia/Qatar',
    name: t('Хамад', 'Хамад', 'Hamad', 'Hamad', '哈马德'),
    city: t('Доха', 'Доха', 'Doha', 'Doha', '多哈'),
  },

  // ── Central Asia ───────────────────────────────────────────────────────────────────────────
  {
    iata: 'ALA',
    icao: 'UAAA',
    cityCode: 'ALA',
    country: 'KZ',
    lat: 43.3521,
    lon: 77.0405,
    timeZone: 'Asia/Almaty',
    name: t('Алматы', 'Алматы', 'Almaty', 'Almatı', '阿拉木图'),
    city: t('Алматы', 'Алматы', 'Almaty', 'Almatı', '阿拉木图'),
    popular: 5,
  },
  {
    // Former IATA code TSE (changed to NQZ in 2020); the airport kept its name when the city was
    // renamed back to Astana. Time zone: Asia/Almaty (UTC+5 since March 2024) — see the file header.
    iata: 'NQZ',
    icao: 'UACC',
    cityCode: 'NQZ',
    country: 'KZ',
    lat: 51.0222,
    lon: 71.4669,
    timeZone: 'Asia/Almaty',
    name: t(
      'Нурсултан Назарбаев',
      'Нурсултан Назарбаев',
      'Nursultan Nazarbayev',
      'Nursultan Nazarbayev',
      '努尔苏丹·纳扎尔巴耶夫',
    ),
    city: t('Астана', 'Астана', 'Astana', 'Astana', '阿斯塔纳'),
    aliases: ['TSE'],
  },
  {
    iata: 'CIT',
    icao: 'UAII',
    cityCode: 'CIT',
    country: 'KZ',
    lat: 42.3642,
    lon: 69.4789,
    timeZone: 'Asia/Almaty',
    name: t('Шымкент', 'Шымкент', 'Shymkent', 'Çimkent', '奇姆肯特'),
    city: t('Шымкент', 'Шымкент', 'Shymkent', 'Çimkent', '奇姆肯特'),
  },
  {
    iata: 'TAS',
    icao: 'UTTT',
    cityCode: 'TAS',
    country: 'UZ',
    lat: 41.2579,
    lon: 69.2812,
    timeZone: 'Asia/Tashkent',
    name: t('Ислам Каримов', 'Ислам Каримов', 'Islam Karimov', 'İslam Kerimov', '伊斯兰·卡里莫夫'),
    city: t('Ташкент', 'Ташкент', 'Tashkent', 'Taşkent', '塔什干'),
    popular: 8,
  },
  {
    iata: 'SKD',
    icao: 'UTSS',
    cityCode: 'SKD',
    country: 'UZ',
    lat: 39.7005,
    lon: 66.9838,
    timeZone: 'Asia/Samarkand',
    name: t('Самарканд', 'Самарканд', 'Samarkand', 'Semerkant', '撒马尔罕'),
    city: t('Самарканд', 'Самарканд', 'Samarkand', 'Semerkant', '撒马尔罕'),
  },
  {
    iata: 'DYU',
    icao: 'UTDD',
    cityCode: 'DYU',
    country: 'TJ',
    lat: 38.5433,
    lon: 68.825,
    timeZone: 'Asia/Dushanbe',
    name: t('Душанбе', 'Душанбе', 'Dushanbe', 'Duşanbe', '杜尚别'),
    city: t('Душанбе', 'Душанбе', 'Dushanbe', 'Duşanbe', '杜尚别'),
  },

  // ── China (Beijing time everywhere, including Xinjiang — see the file header) ───────────────
  {
    iata: 'URC',
    icao: 'ZWWW',
    cityCode: 'URC',
    country: 'CN',
    lat: 43.9071,
    lon: 87.4742,
    timeZone: 'Asia/Shanghai',
    name: t('Дивопу', 'Дивопу', 'Diwopu', 'Diwopu', '地窝堡'),
    city: t('Урумчи', 'Үрүмчү', 'Urumqi', 'Urumçi', '乌鲁木齐'),
    popular: 10,
  },
  {
    iata: 'KHG',
    icao: 'ZWSH',
    cityCode: 'KHG',
    country: 'CN',
    lat: 39.5429,
    lon: 76.02,
    timeZone: 'Asia/Shanghai',
    name: t('Кашгар', 'Кашгар', 'Kashgar', 'Kaşgar', '喀什'),
    city: t('Кашгар', 'Кашгар', 'Kashgar', 'Kaşgar', '喀什'),
  },
  {
    iata: 'PEK',
    icao: 'ZBAA',
    cityCode: 'BJS',
    country: 'CN',
    lat: 40.0801,
    lon: 116.5846,
    timeZone: 'Asia/Shanghai',
    name: t('Шоуду', 'Шоуду', 'Capital', 'Başkent', '首都'),
    city: t('Пекин', 'Бээжин', 'Beijing', 'Pekin', '北京'),
  },
  {
    iata: 'CAN',
    icao: 'ZGGG',
    cityCode: 'CAN',
    country: 'CN',
    lat: 23.3924,
    lon: 113.2988,
    timeZone: 'Asia/Shanghai',
    name: t('Байюнь', 'Байюнь', 'Baiyun', 'Baiyun', '白云'),
    city: t('Гуанчжоу', 'Гуанчжоу', 'Guangzhou', 'Guangzhou', '广州'),
  },

  // ── Others ─────────────────────────────────────────────────────────────────────────────────
  {
    iata: 'GYD',
    icao: 'UBBB',
    cityCode: 'BAK',
    country: 'AZ',
    lat: 40.4675,
    lon: 50.0467,
    timeZone: 'Asia/Baku',
    name: t('Гейдар Алиев', 'Гейдар Алиев', 'Heydar Aliyev', 'Haydar Aliyev', '盖达尔·阿利耶夫'),
    city: t('Баку', 'Баку', 'Baku', 'Bakü', '巴库'),
  },
  {
    iata: 'ICN',
    icao: 'RKSI',
    cityCode: 'SEL',
    country: 'KR',
    lat: 37.4602,
    lon: 126.4407,
    timeZone: 'Asia/Seoul',
    name: t('Инчхон', 'Инчхон', 'Incheon', 'Incheon', '仁川'),
    city: t('Сеул', 'Сеул', 'Seoul', 'Seul', '首尔'),
  },
  {
    iata: 'DEL',
    icao: 'VIDP',
    cityCode: 'DEL',
    country: 'IN',
    lat: 28.5562,
    lon: 77.1,
    timeZone: 'Asia/Kolkata',
    name: t('Индира Ганди', 'Индира Ганди', 'Indira Gandhi', 'İndira Gandi', '英迪拉·甘地'),
    city: t('Дели', 'Дели', 'Delhi', 'Delhi', '德里'),
  },
  {
    iata: 'TBS',
    icao: 'UGTB',
    cityCode: 'TBS',
    country: 'GE',
    lat: 41.6692,
    lon: 44.9547,
    timeZone: 'Asia/Tbilisi',
    name: t('Тбилиси', 'Тбилиси', 'Tbilisi', 'Tiflis', '第比利斯'),
    city: t('Тбилиси', 'Тбилиси', 'Tbilisi', 'Tiflis', '第比利斯'),
  },
];

/** Airports by their key (`iata`). */
export const AIRPORTS_BY_CODE: ReadonlyMap<string, AirportData> = new Map(AIRPORTS.map((a) => [a.iata, a]));
