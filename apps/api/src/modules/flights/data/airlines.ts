/**
 * Airlines that fly the Sapar network or the hubs it connects through.
 *
 * IATA designators were reviewed from memory and public sources; the doubtful ones carry
 * `codeStatus` and a comment. No two airlines share a code.
 */
import type { LocalizedText } from '@sapar/contracts';

export interface AirlineData {
  /** 2-character IATA airline designator, printed before flight numbers. */
  iata: string;
  name: LocalizedText;
  /** ISO 3166-1 alpha-2 of the airline's home country. */
  country: string;
  lowCost: boolean;
  /**
   * Absent: the designator is well established.
   * 'unverified': believed correct but not confirmed — check before printing on tickets.
   * 'placeholder': the real designator is unknown; `iata` is an internal stand-in.
   */
  codeStatus?: 'unverified' | 'placeholder';
}

const t = (ru: string, ky: string, en: string, tr: string, zh: string): Required<LocalizedText> => ({
  ru,
  ky,
  en,
  tr,
  zh,
});

export const AIRLINES: AirlineData[] = [
  // ── Kyrgyzstan ──
  {
    iata: 'YK',
    name: t(
      'Авиа Трафик Компани',
      'Авиа Трафик Компани',
      'Avia Traffic Company',
      'Avia Traffic Company',
      '阿维亚交通航空',
    ),
    country: 'KG',
    lowCost: false,
  },
  // UNVERIFIED: QH belonged to Air Kyrgyzstan (ceased 2017, bankrupt 2020); TezJet is believed to
  // have been assigned QH afterwards, but this could not be confirmed.
  {
    iata: 'QH',
    name: t('Тез Джет', 'Тез Джет', 'TezJet', 'TezJet', 'TezJet航空'),
    country: 'KG',
    lowCost: false,
    codeStatus: 'unverified',
  },
  // UNVERIFIED: KA was Cathay Dragon's designator until 2020; Aero Nomad (founded 2021) is believed
  // to use it now, but this could not be confirmed.
  {
    iata: 'KA',
    name: t('Аэро Номад', 'Аэро Номад', 'Aero Nomad', 'Aero Nomad', '游牧航空'),
    country: 'KG',
    lowCost: false,
    codeStatus: 'unverified',
  },
  // PLACEHOLDER: Asman Airlines (state carrier, Dash 8 Q400, domestic since 2024) — its IATA
  // designator is unknown to us. 'ZZ' is an industry-reserved code no airline holds, so it cannot
  // clash; replace it with the real designator before selling.
  {
    iata: 'ZZ',
    name: t('Асман Эйрлайнс', 'Асман Эйрлайнс', 'Asman Airlines', 'Asman Airlines', '阿斯曼航空'),
    country: 'KG',
    lowCost: false,
    codeStatus: 'placeholder',
  },
  {
    iata: 'ZM',
    name: t('Эйр Манас', 'Эйр Манас', 'Air Manas', 'Air Manas', '玛纳斯航空'),
    country: 'KG',
    lowCost: true,
  },

  // ── Russia ──
  { iata: 'SU', name: t('Аэрофлот', 'Аэрофлот', 'Aeroflot', 'Aeroflot', '俄罗斯航空'), country: 'RU', lowCost: false },
  {
    iata: 'S7',
    name: t('S7 Airlines', 'S7 Airlines', 'S7 Airlines', 'S7 Airlines', 'S7航空'),
    country: 'RU',
    lowCost: false,
  },
  {
    iata: 'U6',
    name: t('Уральские авиалинии', 'Урал авиакомпаниясы', 'Ural Airlines', 'Ural Havayolları', '乌拉尔航空'),
    country: 'RU',
    lowCost: false,
  },
  { iata: 'DP', name: t('Победа', 'Победа', 'Pobeda', 'Pobeda', '胜利航空'), country: 'RU', lowCost: true },
  {
    iata: 'WZ',
    name: t('Ред Вингс', 'Ред Вингс', 'Red Wings', 'Red Wings', '红翼航空'),
    country: 'RU',
    lowCost: false,
  },
  {
    iata: 'N4',
    name: t('Северный ветер (Nordwind)', 'Нордвинд', 'Nordwind Airlines', 'Nordwind Havayolları', '北风航空'),
    country: 'RU',
    lowCost: false,
  },
  { iata: 'ZF', name: t('Азур Эйр', 'Азур Эйр', 'Azur Air', 'Azur Air', '阿祖尔航空'), country: 'RU', lowCost: false },
  { iata: 'UT', name: t('ЮТэйр', 'ЮТэйр', 'Utair', 'Utair', 'Utair航空'), country: 'RU', lowCost: false },
  {
    iata: 'R3',
    name: t('Якутия', 'Якутия', 'Yakutia Airlines', 'Yakutia Havayolları', '雅库特航空'),
    country: 'RU',
    lowCost: false,
  },

  // ── Turkey ──
  {
    iata: 'TK',
    name: t('Турецкие авиалинии', 'Түрк аба жолдору', 'Turkish Airlines', 'Türk Hava Yolları', '土耳其航空'),
    country: 'TR',
    lowCost: false,
  },
  {
    iata: 'PC',
    name: t('Пегасус', 'Пегасус', 'Pegasus Airlines', 'Pegasus Hava Yolları', '飞马航空'),
    country: 'TR',
    lowCost: true,
  },
  { iata: 'VF', name: t('AJet', 'AJet', 'AJet', 'AJet', 'AJet航空'), country: 'TR', lowCost: true },

  // ── Kazakhstan, Uzbekistan, Tajikistan, Azerbaijan, Georgia ──
  {
    iata: 'KC',
    name: t('Эйр Астана', 'Эйр Астана', 'Air Astana', 'Air Astana', '阿斯塔纳航空'),
    country: 'KZ',
    lowCost: false,
  },
  {
    iata: 'FS',
    name: t('ФлайАрыстан', 'ФлайАрыстан', 'FlyArystan', 'FlyArystan', '阿雷斯坦航空'),
    country: 'KZ',
    lowCost: true,
  },
  {
    iata: 'DV',
    name: t('СКАТ', 'СКАТ', 'SCAT Airlines', 'SCAT Havayolları', '斯卡特航空'),
    country: 'KZ',
    lowCost: false,
  },
  {
    iata: 'HY',
    name: t(
      'Узбекистанские авиалинии',
      'Өзбекстан аба жолдору',
      'Uzbekistan Airways',
      'Özbekistan Havayolları',
      '乌兹别克斯坦航空',
    ),
    country: 'UZ',
    lowCost: false,
  },
  {
    iata: 'SZ',
    name: t('Сомон Эйр', 'Сомон Эйр', 'Somon Air', 'Somon Air', '索蒙航空'),
    country: 'TJ',
    lowCost: false,
  },
  {
    iata: 'J2',
    name: t(
      'Азербайджанские авиалинии (AZAL)',
      'Азербайжан аба жолдору (AZAL)',
      'Azerbaijan Airlines (AZAL)',
      'Azerbaycan Hava Yolları (AZAL)',
      '阿塞拜疆航空',
    ),
    country: 'AZ',
    lowCost: false,
  },
  {
    iata: 'A9',
    name: t('Джорджиан Эйрвейз', 'Джорджиан Эйрвейз', 'Georgian Airways', 'Gürcistan Havayolları', '格鲁吉亚航空'),
    country: 'GE',
    lowCost: false,
  },

  // ── Gulf ──
  { iata: 'FZ', name: t('флайдубай', 'флайдубай', 'flydubai', 'flydubai', '迪拜航空'), country: 'AE', lowCost: true },
  {
    iata: 'G9',
    name: t('Эйр Арабия', 'Эйр Арабия', 'Air Arabia', 'Air Arabia', '阿拉伯航空'),
    country: 'AE',
    lowCost: true,
  },
  { iata: 'EK', name: t('Эмирейтс', 'Эмирейтс', 'Emirates', 'Emirates', '阿联酋航空'), country: 'AE', lowCost: false },
  {
    iata: 'QR',
    name: t('Катарские авиалинии', 'Катар аба жолдору', 'Qatar Airways', 'Katar Havayolları', '卡塔尔航空'),
    country: 'QA',
    lowCost: false,
  },
  {
    iata: 'J9',
    name: t('Джазира Эйрвейз', 'Джазира Эйрвейз', 'Jazeera Airways', 'Jazeera Airways', '半岛航空'),
    country: 'KW',
    lowCost: true,
  },
  {
    iata: 'KU',
    name: t('Кувейтские авиалинии', 'Кувейт аба жолдору', 'Kuwait Airways', 'Kuveyt Havayolları', '科威特航空'),
    country: 'KW',
    lowCost: false,
  },
  { iata: 'SV', name: t('Саудия', 'Саудия', 'Saudia', 'Saudia', '沙特阿拉伯航空'), country: 'SA', lowCost: false },
  { iata: 'XY', name: t('флайнас', 'флайнас', 'flynas', 'flynas', '纳斯航空'), country: 'SA', lowCost: true },

  // ── East and South Asia ──
  {
    iata: 'CZ',
    name: t('Чайна Саузерн', 'Чайна Саузерн', 'China Southern Airlines', 'China Southern Havayolları', '中国南方航空'),
    country: 'CN',
    lowCost: false,
  },
  {
    iata: 'CA',
    name: t('Эйр Чайна', 'Эйр Чайна', 'Air China', 'Air China', '中国国际航空'),
    country: 'CN',
    lowCost: false,
  },
  {
    iata: 'KE',
    name: t('Кореан Эйр', 'Кореан Эйр', 'Korean Air', 'Korean Air', '大韩航空'),
    country: 'KR',
    lowCost: false,
  },
  {
    iata: 'OZ',
    name: t('Азиана', 'Азиана', 'Asiana Airlines', 'Asiana Havayolları', '韩亚航空'),
    country: 'KR',
    lowCost: false,
  },
  {
    iata: 'AI',
    name: t('Эйр Индия', 'Эйр Индия', 'Air India', 'Air India', '印度航空'),
    country: 'IN',
    lowCost: false,
  },
  { iata: '6E', name: t('ИндиГо', 'ИндиГо', 'IndiGo', 'IndiGo', '靛蓝航空'), country: 'IN', lowCost: true },
];

export const AIRLINES_BY_CODE: ReadonlyMap<string, AirlineData> = new Map(AIRLINES.map((a) => [a.iata, a]));
