import type { Language } from '@sapar/contracts';

/** Messages of content pages and service requests, merged into the API's catalogue (i18n/messages.ts). */
export const CONTENT_MESSAGES = {
  page_not_found: {
    ru: 'Страница не найдена.',
    ky: 'Барак табылган жок.',
    en: 'Page not found.',
    tr: 'Sayfa bulunamadı.',
    zh: '未找到该页面。',
  },
  tour_not_found: {
    ru: 'Тур не найден.',
    ky: 'Тур табылган жок.',
    en: 'Tour not found.',
    tr: 'Tur bulunamadı.',
    zh: '未找到该旅游线路。',
  },
  date_in_past: {
    ru: 'Дата не может быть в прошлом.',
    ky: 'Дата өткөн убакытта болушу мүмкүн эмес.',
    en: 'The date cannot be in the past.',
    tr: 'Tarih geçmişte olamaz.',
    zh: '日期不能早于今天。',
  },
  date_too_far: {
    ru: 'Дата не может быть позже чем через год.',
    ky: 'Дата бир жылдан кечирээк болушу мүмкүн эмес.',
    en: 'The date cannot be more than a year ahead.',
    tr: 'Tarih bir yıldan daha ileri olamaz.',
    zh: '日期不能晚于一年以后。',
  },
  rail_route_out_of_season: {
    ru: 'Поезд Бишкек — Балыкчы ходит только летом (июнь–август).',
    ky: 'Бишкек — Балыкчы поезди жайында гана жүрөт (июнь–август).',
    en: 'The Bishkek–Balykchy train runs in summer only (June to August).',
    tr: 'Bişkek–Balıkçı treni yalnızca yazın (haziran–ağustos) çalışır.',
    zh: '比什凯克—巴雷克奇列车仅在夏季（6月至8月）运行。',
  },
  email_required: {
    ru: 'Укажите электронную почту.',
    ky: 'Электрондук почтаны көрсөтүңүз.',
    en: 'Please enter your email.',
    tr: 'Lütfen e-posta adresinizi girin.',
    zh: '请填写电子邮箱。',
  },
  request_received: {
    ru: 'Заявка {number} принята. Мы свяжемся с вами в рабочее время.',
    ky: '{number} арызы кабыл алынды. Жумуш убактысында сиз менен байланышабыз.',
    en: 'Request {number} received. We will contact you during working hours.',
    tr: '{number} numaralı talebiniz alındı. Mesai saatlerinde sizinle iletişime geçeceğiz.',
    zh: '申请 {number} 已收到。我们将在工作时间与您联系。',
  },
  board_date_out_of_range: {
    ru: 'Табло показывает рейсы за вчера, сегодня и завтра.',
    ky: 'Табло кечээки, бүгүнкү жана эртеңки рейстерди көрсөтөт.',
    en: 'The board shows flights for yesterday, today and tomorrow.',
    tr: 'Tablo dün, bugün ve yarının uçuşlarını gösterir.',
    zh: '航班动态仅显示昨天、今天和明天的航班。',
  },
  faq_slug_taken: {
    ru: 'Адрес «{slug}» уже занят в разделе вопросов. Выберите другой.',
    ky: '«{slug}» дареги суроолор бөлүмүндө колдонулуп жатат. Башкасын тандаңыз.',
    en: 'The address “{slug}” is already used in the FAQ. Choose another.',
    tr: '“{slug}” adresi SSS bölümünde zaten kullanılıyor. Başka bir adres seçin.',
    zh: '地址“{slug}”已在常见问题中使用。请另选一个。',
  },
  faq_category_not_found: {
    ru: 'Раздел вопросов не найден.',
    ky: 'Суроолор бөлүмү табылган жок.',
    en: 'FAQ category not found.',
    tr: 'SSS kategorisi bulunamadı.',
    zh: '未找到该常见问题分类。',
  },
  faq_question_not_found: {
    ru: 'Вопрос не найден.',
    ky: 'Суроо табылган жок.',
    en: 'Question not found.',
    tr: 'Soru bulunamadı.',
    zh: '未找到该问题。',
  },
  tour_slug_taken: {
    ru: 'Адрес «{slug}» уже занят другим туром. Выберите другой.',
    ky: '«{slug}» дареги башка турга таандык. Башкасын тандаңыз.',
    en: 'The address “{slug}” is already used by another tour. Choose another.',
    tr: '“{slug}” adresi başka bir tur tarafından kullanılıyor. Başka bir adres seçin.',
    zh: '地址“{slug}”已被其他旅游项目使用。请另选一个。',
  },
} satisfies Record<string, Record<Language, string>>;
