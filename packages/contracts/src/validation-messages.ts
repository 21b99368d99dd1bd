import type { Language } from './languages.js';

/**
 * Field messages shared by the web forms and the API, so both say exactly the same thing.
 * The Russian texts are those of docs/product.md#passenger-form-rules, word for word.
 */
export const VALIDATION_MESSAGES = {
  required: {
    ru: '{label} не может быть пустым',
    ky: '{label} бош болбошу керек',
    en: '{label} cannot be empty',
    tr: '{label} boş bırakılamaz',
    zh: '{label}不能为空',
  },
  invalid_date: {
    ru: 'Неверное значение даты',
    ky: 'Датанын мааниси туура эмес',
    en: 'Invalid date',
    tr: 'Geçersiz tarih',
    zh: '日期无效',
  },
  invalid_birth_date: {
    ru: 'Неверный формат даты рождения.',
    ky: 'Туулган күнүнүн форматы туура эмес.',
    en: 'Invalid date of birth format.',
    tr: 'Doğum tarihi biçimi geçersiz.',
    zh: '出生日期格式无效。',
  },
  adult_age: {
    ru: 'Возраст взрослого пассажира, должен быть от 12 лет',
    ky: 'Чоң кишинин жашы 12ден кем болбошу керек',
    en: 'An adult passenger must be 12 or older',
    tr: 'Yetişkin yolcu en az 12 yaşında olmalıdır',
    zh: '成人旅客须年满12周岁',
  },
  child_age: {
    ru: 'Возраст ребенка должен быть от 2-х до 12 лет.',
    ky: 'Баланын жашы 2ден 12ге чейин болушу керек.',
    en: 'A child must be from 2 to under 12 years old.',
    tr: 'Çocuk yolcu 2 ile 12 yaş arasında olmalıdır.',
    zh: '儿童年龄须在2周岁至12周岁以下。',
  },
  infant_age: {
    ru: 'Максимальный возраст младенца - 2 года.',
    ky: 'Ымыркайдын эң жогорку жашы - 2 жаш.',
    en: 'An infant must be under 2 years old.',
    tr: 'Bebek yolcunun yaşı en fazla 2 olabilir.',
    zh: '婴儿年龄须在2周岁以下。',
  },
  pensioner_age: {
    ru: 'Пенсионный тариф доступен с 65 лет.',
    ky: 'Пенсиялык тариф 65 жаштан баштап жеткиликтүү.',
    en: 'The pensioner fare is available from age 65.',
    tr: 'Emekli tarifesi 65 yaşından itibaren geçerlidir.',
    zh: '老年票价仅适用于65周岁及以上旅客。',
  },
  document_expired: {
    ru: 'Документ просрочен.',
    ky: 'Документтин мөөнөтү өтүп кеткен.',
    en: 'The document has expired.',
    tr: 'Belgenin süresi dolmuş.',
    zh: '证件已过期。',
  },
  document_expires_before_trip: {
    ru: 'Документ действует до {expiry}, а последний перелёт поездки {date}. Нужен документ, действующий на всю поездку.',
    ky: 'Документ {expiry} чейин жарактуу, ал эми саякаттын акыркы учуусу {date}. Бүт саякатка жарактуу документ керек.',
    en: 'The document is valid until {expiry}, but the last flight of the trip is on {date}. Use a document valid for the whole trip.',
    tr: 'Belge {expiry} tarihine kadar geçerli, ancak yolculuğun son uçuşu {date} tarihinde. Tüm yolculuk boyunca geçerli bir belge kullanın.',
    zh: '证件有效期至 {expiry}，但行程的最后一个航班在 {date}。请使用在整个行程期间有效的证件。',
  },
  invalid_email: {
    ru: 'Неверный формат почты',
    ky: 'Электрондук почтанын форматы туура эмес',
    en: 'Invalid email format',
    tr: 'Geçersiz e-posta biçimi',
    zh: '邮箱格式无效',
  },
  invalid_phone: {
    ru: 'Неверный номер телефона',
    ky: 'Телефон номери туура эмес',
    en: 'Invalid phone number',
    tr: 'Geçersiz telefon numarası',
    zh: '电话号码无效',
  },
  latin_only: {
    ru: 'Только латинские буквы, как в паспорте',
    ky: 'Паспорттогудай латын тамгалары менен гана',
    en: 'Latin letters only, as in the passport',
    tr: 'Pasaportta olduğu gibi yalnızca Latin harfleri',
    zh: '仅限拉丁字母（与护照一致）',
  },
  invalid_name: {
    ru: 'Только буквы, пробелы, дефисы и апострофы',
    ky: 'Тамгалар, боштуктар, дефистер жана апострофтор гана',
    en: 'Letters, spaces, hyphens and apostrophes only',
    tr: 'Yalnızca harf, boşluk, kısa çizgi ve kesme işareti',
    zh: '仅限字母、空格、连字符和撇号',
  },
  invalid_characters: {
    ru: 'Недопустимые символы в значении.',
    ky: 'Мааниде жол берилбеген белгилер бар.',
    en: 'The value contains characters that are not allowed.',
    tr: 'Değer izin verilmeyen karakterler içeriyor.',
    zh: '内容包含不允许的字符。',
  },
  invalid_order_number: {
    ru: 'Номер заказа — 6 латинских букв и цифр, например K7M2QX',
    ky: 'Буйрутманын номери — 6 латын тамгасы жана цифра, мисалы K7M2QX',
    en: 'The booking reference is 6 Latin letters and digits, e.g. K7M2QX',
    tr: 'Rezervasyon numarası 6 Latin harf ve rakamdan oluşur, örn. K7M2QX',
    zh: '订单号为 6 位拉丁字母和数字，例如 K7M2QX',
  },
  birth_date_in_future: {
    ru: 'Дата рождения не может быть в будущем.',
    ky: 'Туулган күн келечекте болушу мүмкүн эмес.',
    en: 'The date of birth cannot be in the future.',
    tr: 'Doğum tarihi gelecekte olamaz.',
    zh: '出生日期不能晚于今天。',
  },
} satisfies Record<string, Record<Language, string>>;

export type ValidationMessageCode = keyof typeof VALIDATION_MESSAGES;

export interface ValidationIssue {
  code: ValidationMessageCode;
  params?: Record<string, string>;
}

export function formatValidationMessage(language: Language, issue: ValidationIssue): string {
  const template = VALIDATION_MESSAGES[issue.code][language] ?? VALIDATION_MESSAGES[issue.code].ru;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => issue.params?.[name] ?? whole);
}
