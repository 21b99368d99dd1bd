/**
 * Country names of the flight network as a traveller from Kyrgyzstan writes them, in our five
 * languages. ICU's own names are not always those: its Russian for KG is «Киргизия», where the
 * country, its people and this agency say «Кыргызстан»; its Russian for KR is «Республика Корея».
 * The same names as `/countries/` (db/seed/countries-data.ts), so a country reads alike on every page.
 */
import type { LocalizedText } from '@sapar/contracts';

type Names = Required<LocalizedText>;

// prettier-ignore
export const COUNTRY_NAMES: Record<string, Names> = {
  KG: { ru: 'Кыргызстан', ky: 'Кыргызстан', en: 'Kyrgyzstan', tr: 'Kırgızistan', zh: '吉尔吉斯斯坦' },
  RU: { ru: 'Россия', ky: 'Россия', en: 'Russia', tr: 'Rusya', zh: '俄罗斯' },
  KZ: { ru: 'Казахстан', ky: 'Казакстан', en: 'Kazakhstan', tr: 'Kazakistan', zh: '哈萨克斯坦' },
  UZ: { ru: 'Узбекистан', ky: 'Өзбекстан', en: 'Uzbekistan', tr: 'Özbekistan', zh: '乌兹别克斯坦' },
  TJ: { ru: 'Таджикистан', ky: 'Тажикстан', en: 'Tajikistan', tr: 'Tacikistan', zh: '塔吉克斯坦' },
  TR: { ru: 'Турция', ky: 'Түркия', en: 'Türkiye', tr: 'Türkiye', zh: '土耳其' },
  CN: { ru: 'Китай', ky: 'Кытай', en: 'China', tr: 'Çin', zh: '中国' },
  AE: { ru: 'ОАЭ', ky: 'Бириккен Араб Эмираттары', en: 'United Arab Emirates', tr: 'Birleşik Arap Emirlikleri', zh: '阿拉伯联合酋长国' },
  KW: { ru: 'Кувейт', ky: 'Кувейт', en: 'Kuwait', tr: 'Kuveyt', zh: '科威特' },
  SA: { ru: 'Саудовская Аравия', ky: 'Сауд Арабиясы', en: 'Saudi Arabia', tr: 'Suudi Arabistan', zh: '沙特阿拉伯' },
  QA: { ru: 'Катар', ky: 'Катар', en: 'Qatar', tr: 'Katar', zh: '卡塔尔' },
  AZ: { ru: 'Азербайджан', ky: 'Азербайжан', en: 'Azerbaijan', tr: 'Azerbaycan', zh: '阿塞拜疆' },
  KR: { ru: 'Южная Корея', ky: 'Түштүк Корея', en: 'South Korea', tr: 'Güney Kore', zh: '韩国' },
  IN: { ru: 'Индия', ky: 'Индия', en: 'India', tr: 'Hindistan', zh: '印度' },
  GE: { ru: 'Грузия', ky: 'Грузия', en: 'Georgia', tr: 'Gürcistan', zh: '格鲁吉亚' },
};
