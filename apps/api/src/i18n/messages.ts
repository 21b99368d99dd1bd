import type { Language } from '@sapar/contracts';

/**
 * Messages the API sends to users (error `detail` and per-field validation texts), in every
 * interface language. `{name}` placeholders are filled in by the caller and must be the same
 * in every language (checked by messages.test.ts).
 */
export const MESSAGES = {
  validation_failed: {
    ru: 'Проверьте введённые данные.',
    ky: 'Киргизилген маалыматтарды текшериңиз.',
    en: 'Please check the data you entered.',
    tr: 'Lütfen girdiğiniz bilgileri kontrol edin.',
    zh: '请检查您输入的信息。',
  },
  not_found: {
    ru: 'Не найдено.',
    ky: 'Табылган жок.',
    en: 'Not found.',
    tr: 'Bulunamadı.',
    zh: '未找到。',
  },
  news_not_found: {
    ru: 'Новость не найдена.',
    ky: 'Жаңылык табылган жок.',
    en: 'News item not found.',
    tr: 'Haber bulunamadı.',
    zh: '未找到该新闻。',
  },
  route_not_found: {
    ru: 'Адрес API не существует.',
    ky: 'Мындай API дареги жок.',
    en: 'This API endpoint does not exist.',
    tr: 'Böyle bir API adresi yok.',
    zh: '该 API 地址不存在。',
  },
  unauthorized: {
    ru: 'Требуется вход в систему.',
    ky: 'Системага кирүү талап кылынат.',
    en: 'Please sign in to continue.',
    tr: 'Devam etmek için giriş yapmanız gerekiyor.',
    zh: '请先登录。',
  },
  forbidden: {
    ru: 'Недостаточно прав.',
    ky: 'Укугуңуз жетишсиз.',
    en: 'You do not have permission to do this.',
    tr: 'Bu işlem için yetkiniz yok.',
    zh: '权限不足。',
  },
  rate_limited: {
    ru: 'Слишком много запросов. Повторите попытку через {seconds} с.',
    ky: 'Суроо-талаптар өтө көп. {seconds} секунддан кийин кайра аракет кылыңыз.',
    en: 'Too many requests. Please try again in {seconds} s.',
    tr: 'Çok fazla istek gönderildi. Lütfen {seconds} sn sonra tekrar deneyin.',
    zh: '请求过于频繁，请在 {seconds} 秒后重试。',
  },
  internal: {
    ru: 'Внутренняя ошибка сервера. Мы уже разбираемся.',
    ky: 'Сервердин ички катасы. Көйгөйдү азыр эле иликтеп жатабыз.',
    en: 'Internal server error. We are already looking into it.',
    tr: 'Sunucu hatası oluştu. Sorunu şimdiden inceliyoruz.',
    zh: '服务器内部错误，我们正在处理。',
  },
  service_unavailable: {
    ru: 'Сервис временно недоступен.',
    ky: 'Кызмат убактылуу жеткиликсиз.',
    en: 'The service is temporarily unavailable.',
    tr: 'Hizmet geçici olarak kullanılamıyor.',
    zh: '服务暂时不可用。',
  },
  payload_too_large: {
    ru: 'Слишком большой запрос.',
    ky: 'Суроо-талап өтө чоң.',
    en: 'The request is too large.',
    tr: 'İstek çok büyük.',
    zh: '请求内容过大。',
  },
  invalid_json: {
    ru: 'Некорректный JSON в теле запроса.',
    ky: 'Суроо-талаптын денесиндеги JSON туура эмес.',
    en: 'The request body contains invalid JSON.',
    tr: 'İstek gövdesindeki JSON geçersiz.',
    zh: '请求正文中的 JSON 格式不正确。',
  },
  field_required: {
    ru: 'Обязательное поле.',
    ky: 'Милдеттүү талаа.',
    en: 'This field is required.',
    tr: 'Bu alan zorunludur.',
    zh: '此项为必填项。',
  },
  field_invalid: {
    ru: 'Неверное значение.',
    ky: 'Туура эмес маани.',
    en: 'Invalid value.',
    tr: 'Geçersiz değer.',
    zh: '值无效。',
  },
  field_too_long: {
    ru: 'Слишком длинное значение (не более {max} символов).',
    ky: 'Маани өтө узун ({max} белгиден ашпашы керек).',
    en: 'The value is too long (maximum {max} characters).',
    tr: 'Değer çok uzun (en fazla {max} karakter).',
    zh: '内容过长（最多 {max} 个字符）。',
  },
  field_too_short: {
    ru: 'Слишком короткое значение (не менее {min} символов).',
    ky: 'Маани өтө кыска (кеминде {min} белги болушу керек).',
    en: 'The value is too short (minimum {min} characters).',
    tr: 'Değer çok kısa (en az {min} karakter).',
    zh: '内容过短（至少 {min} 个字符）。',
  },
  number_too_small: {
    ru: 'Значение должно быть не меньше {min}.',
    ky: 'Маани кеминде {min} болушу керек.',
    en: 'The value must be at least {min}.',
    tr: 'Değer en az {min} olmalıdır.',
    zh: '数值不能小于 {min}。',
  },
  number_too_large: {
    ru: 'Значение должно быть не больше {max}.',
    ky: 'Маани көп дегенде {max} болушу керек.',
    en: 'The value must be at most {max}.',
    tr: 'Değer en fazla {max} olmalıdır.',
    zh: '数值不能大于 {max}。',
  },
  invalid_type: {
    ru: 'Неверный тип значения.',
    ky: 'Маанинин түрү туура эмес.',
    en: 'Invalid value type.',
    tr: 'Geçersiz değer türü.',
    zh: '值的类型不正确。',
  },
  invalid_enum: {
    ru: 'Выберите одно из допустимых значений.',
    ky: 'Уруксат берилген маанилердин бирин тандаңыз.',
    en: 'Choose one of the allowed values.',
    tr: 'Lütfen izin verilen değerlerden birini seçin.',
    zh: '请选择一个允许的值。',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
