/**
 * Other names people type for the cities of the network: former and historical names (Фрунзе),
 * everyday short forms (Питер, СПб), local spellings (Тошкент, Bakı) and names in scripts our five
 * languages do not cover (traditional Chinese 伊斯坦堡). Searched after codes and official names,
 * before transliteration and typos (location-matcher.ts). Keyed by city code; names as written,
 * the matcher normalises them. Codes (FRU, TSE) belong in the airports' `aliases` instead.
 */
// prettier-ignore
export const CITY_ALIASES: Record<string, readonly string[]> = {
  BSZ: ['Фрунзе', 'Frunze', 'Пишпек', 'Pishpek'],
  IKU: ['Чолпон-Ата', 'Cholpon-Ata', 'Çolpon-Ata', 'Иссык Куль', 'Ыссык-Куль'],
  IKG: ['Пржевальск', 'Przhevalsk'],
  UCFJ: ['Жалалабат', 'Jalalabat', 'Jalal-Abat'],
  MOW: ['Мск', 'Msk'],
  LED: ['Питер', 'Piter', 'СПб', 'SPb', 'St Petersburg', 'Ленинград', 'Leningrad', 'Petersburg'],
  SVX: ['Свердловск', 'Sverdlovsk', 'Екб', 'Ekb'],
  KUF: ['Куйбышев', 'Kuybyshev'],
  AER: ['Адлер', 'Adler'],
  IST: ['Константинополь', 'Constantinople', '伊斯坦堡'],
  JED: ['Джедда', 'Jiddah', 'Jidda'],
  ALA: ['Алма-Ата', 'Alma-Ata', 'Алмааты'],
  NQZ: ['Нур-Султан', 'Nur-Sultan', 'Акмола', 'Akmola', 'Целиноград', 'Tselinograd'],
  CIT: ['Чимкент', 'Chimkent'],
  TAS: ['Тошкент', 'Toshkent'],
  SKD: ['Samarqand'],
  DYU: ['Сталинабад', 'Stalinabad'],
  URC: ['Урумчи', 'Urumchi', 'Ürümqi', 'Wulumuqi'],
  KHG: ['Кашкар', 'Kashi', 'Qeshqer', '喀什噶尔'],
  BJS: ['Peking', 'Пекин'],
  CAN: ['Кантон', 'Canton'],
  BAK: ['Bakı'],
  SEL: ['汉城'],
  DEL: ['Нью-Дели', 'New Delhi', 'Yeni Delhi'],
  TBS: ['Тифлис'],
};
