/**
 * The agency's facts, written once: the web footer, the itinerary receipt and privacy policy PDFs, the FAQ,
 * the refund screen and every email read them from here, so a new phone number or office changes everywhere.
 */
import type { Language } from './languages.js';

export const COMPANY = {
  brand: 'Sapar',
  /** The legal entity, as on receipts and in the policies. */
  legalName: {
    ru: 'ОсОО «Сапар Тревел»',
    ky: '«Сапар Тревел» ЖЧК',
    en: 'Sapar Travel LLC',
    tr: 'Sapar Travel LLC',
    zh: 'Sapar Travel 有限责任公司',
  } satisfies Record<Language, string>,
  phone: '+996 312 98 76 54',
  /** Bookings, refunds, exchanges and everything else a traveller writes about. */
  email: 'info@sapar.kg',
  /** Requests about personal data (the privacy policy). */
  privacyEmail: 'privacy@sapar.kg',
  address: {
    ru: 'Кыргызстан, Бишкек, проспект Чуй, 155, офис 12',
    ky: 'Кыргызстан, Бишкек, Чүй проспектиси, 155, 12-кеңсе',
    en: 'Office 12, 155 Chuy Avenue, Bishkek, Kyrgyzstan',
    tr: 'Çuy Caddesi 155, Ofis 12, Bişkek, Kırgızistan',
    zh: '吉尔吉斯斯坦，比什凯克，楚河大街 155 号，12 室',
  } satisfies Record<Language, string>,
  /** Office and phone hours, daily, in Bishkek time (UTC+6). */
  hours: {
    ru: 'Ежедневно с 9:00 до 20:00 по времени Бишкека',
    ky: 'Күн сайын Бишкек убактысы менен 9:00дөн 20:00гө чейин',
    en: 'Daily from 9:00 to 20:00 Bishkek time',
    tr: 'Her gün Bişkek saatiyle 9:00–20:00 arası',
    zh: '每天 9:00–20:00（比什凯克时间）',
  } satisfies Record<Language, string>,
  /**
   * Business days from a completed refund until the money is back on the MBank account it was paid from
   * (the refund screen, the refund emails and the FAQ quote the same range).
   */
  refundBusinessDays: { min: 1, max: 3 },
} as const;

/** '1–3': the refund time as the texts quote it. */
export const REFUND_BUSINESS_DAYS = `${COMPANY.refundBusinessDays.min}–${COMPANY.refundBusinessDays.max}`;

/** 'tel:+996312987654' for a phone written with spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
