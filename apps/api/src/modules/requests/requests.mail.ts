/**
 * The letters of service requests, in the language the request was sent in: the acknowledgement
 * with its number, and staff's answer.
 */
import type { AppealTopic, Language, PartnershipKind, RailClass, RailRoute, ServiceRequestKind } from '@sapar/contracts';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { escapeHtml } from '../users/users.mail.js';

interface RequestMailCopy {
  subject: string;
  kinds: Record<ServiceRequestKind, string>;
  received: string;
  /** An appeal is not a "request" in every language. */
  appeal: { subject: string; received: string };
  /** Tour, rail and partner requests: a manager calls back. */
  next: string;
  /** Appeal, exchange and refund: staff answer by email. */
  nextByEmail: string;
  labels: {
    topic: string;
    order: string;
    desiredDate: string;
    tour: string;
    route: string;
    date: string;
    people: string;
    class: string;
    company: string;
    partnership: string;
    phone: string;
  };
  team: string;
}

export const RAIL_ROUTE_NAMES: Record<RailRoute, Record<Language, string>> = {
  'bishkek-balykchy': {
    ru: 'Бишкек — Балыкчы',
    ky: 'Бишкек — Балыкчы',
    en: 'Bishkek — Balykchy',
    tr: 'Bişkek — Balıkçı',
    zh: '比什凯克 — 巴雷克奇',
  },
  'bishkek-tokmok': {
    ru: 'Бишкек — Токмок',
    ky: 'Бишкек — Токмок',
    en: 'Bishkek — Tokmok',
    tr: 'Bişkek — Tokmok',
    zh: '比什凯克 — 托克马克',
  },
  'bishkek-kara-balta': {
    ru: 'Бишкек — Кара-Балта',
    ky: 'Бишкек — Кара-Балта',
    en: 'Bishkek — Kara-Balta',
    tr: 'Bişkek — Kara-Balta',
    zh: '比什凯克 — 卡拉巴尔塔',
  },
  'bishkek-moscow': {
    ru: 'Бишкек — Москва',
    ky: 'Бишкек — Москва',
    en: 'Bishkek — Moscow',
    tr: 'Bişkek — Moskova',
    zh: '比什凯克 — 莫斯科',
  },
  'bishkek-kazan': {
    ru: 'Бишкек — Казань',
    ky: 'Бишкек — Казань',
    en: 'Bishkek — Kazan',
    tr: 'Bişkek — Kazan',
    zh: '比什凯克 — 喀山',
  },
  'bishkek-novosibirsk': {
    ru: 'Бишкек — Новосибирск',
    ky: 'Бишкек — Новосибирск',
    en: 'Bishkek — Novosibirsk',
    tr: 'Bişkek — Novosibirsk',
    zh: '比什凯克 — 新西伯利亚',
  },
};

const RAIL_CLASS_NAMES: Record<RailClass, Record<Language, string>> = {
  seated: { ru: 'сидячий', ky: 'отургуч', en: 'seated', tr: 'koltuklu', zh: '硬座' },
  platskart: { ru: 'плацкарт', ky: 'плацкарт', en: 'open sleeper', tr: 'açık kuşet', zh: '硬卧' },
  kupe: { ru: 'купе', ky: 'купе', en: 'compartment', tr: 'kompartıman', zh: '软卧' },
  sv: { ru: 'СВ', ky: 'СВ', en: 'first class sleeper', tr: 'birinci sınıf yataklı', zh: '高级软卧' },
};

const PARTNERSHIP_NAMES: Record<PartnershipKind, Record<Language, string>> = {
  travel_agency: {
    ru: 'турагентство',
    ky: 'туристтик агенттик',
    en: 'travel agency',
    tr: 'seyahat acentesi',
    zh: '旅行社',
  },
  corporate: {
    ru: 'корпоративный клиент',
    ky: 'корпоративдик кардар',
    en: 'corporate client',
    tr: 'kurumsal müşteri',
    zh: '企业客户',
  },
  blogger: {
    ru: 'блогер или медиа',
    ky: 'блогер же медиа',
    en: 'blogger or media',
    tr: 'blog yazarı veya medya',
    zh: '博主或媒体',
  },
  hotel: {
    ru: 'отель или гостевой дом',
    ky: 'мейманкана же конок үй',
    en: 'hotel or guest house',
    tr: 'otel veya pansiyon',
    zh: '酒店或民宿',
  },
  other: { ru: 'другое', ky: 'башка', en: 'other', tr: 'diğer', zh: '其他' },
};

const COPY: Record<Language, RequestMailCopy> = {
  ru: {
    subject: 'Sapar: заявка {number} принята',
    kinds: {
      tour: 'Заявка на тур',
      rail: 'Заявка на железнодорожные билеты',
      partner: 'Заявка на партнёрство',
      appeal: 'Обращение',
      exchange: 'Заявка на обмен билета',
      refund: 'Заявка на возврат билета',
    },
    received: 'Мы получили вашу заявку. Её номер — {number}.',
    appeal: { subject: 'Sapar: обращение {number} принято', received: 'Мы получили ваше обращение. Его номер — {number}.' },
    next: 'Менеджер свяжется с вами в рабочее время (пн–сб, 9:00–19:00 по Бишкеку). Назовите номер заявки, если будете звонить нам.',
    nextByEmail: 'Наш сотрудник всё проверит и ответит вам письмом на этот адрес. Если будете звонить нам, назовите номер {number}.',
    labels: {
      topic: 'Тема',
      order: 'Номер заказа',
      desiredDate: 'Желаемая дата',
      tour: 'Тур',
      route: 'Маршрут',
      date: 'Дата',
      people: 'Человек',
      class: 'Класс',
      company: 'Компания',
      partnership: 'Вид сотрудничества',
      phone: 'Телефон',
    },
    team: 'Команда Sapar',
  },
  ky: {
    subject: 'Sapar: {number} арызы кабыл алынды',
    kinds: {
      tour: 'Турга арыз',
      rail: 'Темир жол билеттерине арыз',
      partner: 'Өнөктөштүккө арыз',
      appeal: 'Кайрылуу',
      exchange: 'Билетти алмаштырууга арыз',
      refund: 'Билетти кайтарууга арыз',
    },
    received: 'Арызыңызды алдык. Анын номери — {number}.',
    appeal: { subject: 'Sapar: {number} кайрылуусу кабыл алынды', received: 'Кайрылууңузду алдык. Анын номери — {number}.' },
    next: 'Менеджер жумуш убактысында (дш–ишм, Бишкек убактысы менен 9:00–19:00) сиз менен байланышат. Бизге чалсаңыз, арыздын номерин айтыңыз.',
    nextByEmail: 'Кызматкерибиз баарын текшерип, ушул дарекке кат менен жооп берет. Бизге чалсаңыз, {number} номерин айтыңыз.',
    labels: {
      topic: 'Тема',
      order: 'Буйрутманын номери',
      desiredDate: 'Каалаган дата',
      tour: 'Тур',
      route: 'Каттам',
      date: 'Дата',
      people: 'Адам',
      class: 'Класс',
      company: 'Компания',
      partnership: 'Кызматташтыктын түрү',
      phone: 'Телефон',
    },
    team: 'Sapar командасы',
  },
  en: {
    subject: 'Sapar: request {number} received',
    kinds: {
      tour: 'Tour request',
      rail: 'Rail ticket request',
      partner: 'Partnership application',
      appeal: 'Message to Sapar',
      exchange: 'Ticket exchange request',
      refund: 'Ticket refund request',
    },
    received: 'We have received your request. Its number is {number}.',
    appeal: { subject: 'Sapar: message {number} received', received: 'We have received your message. Its number is {number}.' },
    next: 'A manager will contact you during working hours (Mon–Sat, 9:00–19:00 Bishkek time). Please quote the request number if you call us.',
    nextByEmail: 'Our staff will look into it and answer you by email at this address. Please quote {number} if you call us.',
    labels: {
      topic: 'Topic',
      order: 'Booking reference',
      desiredDate: 'Preferred date',
      tour: 'Tour',
      route: 'Route',
      date: 'Date',
      people: 'People',
      class: 'Class',
      company: 'Company',
      partnership: 'Kind of partnership',
      phone: 'Phone',
    },
    team: 'The Sapar team',
  },
  tr: {
    subject: 'Sapar: {number} numaralı talebiniz alındı',
    kinds: {
      tour: 'Tur talebi',
      rail: 'Tren bileti talebi',
      partner: 'İş ortaklığı başvurusu',
      appeal: 'Başvuru',
      exchange: 'Bilet değişikliği talebi',
      refund: 'Bilet iadesi talebi',
    },
    received: 'Talebinizi aldık. Talep numarası: {number}.',
    appeal: { subject: 'Sapar: {number} numaralı başvurunuz alındı', received: 'Başvurunuzu aldık. Başvuru numarası: {number}.' },
    next: 'Bir temsilcimiz mesai saatlerinde (Pzt–Cmt, Bişkek saatiyle 9:00–19:00) sizinle iletişime geçecek. Bizi ararsanız talep numarasını belirtin.',
    nextByEmail: 'Ekibimiz her şeyi kontrol edip bu adrese e-posta ile yanıt verecek. Bizi ararsanız {number} numarasını belirtin.',
    labels: {
      topic: 'Konu',
      order: 'Rezervasyon numarası',
      desiredDate: 'İstenen tarih',
      tour: 'Tur',
      route: 'Güzergâh',
      date: 'Tarih',
      people: 'Kişi',
      class: 'Sınıf',
      company: 'Şirket',
      partnership: 'İş birliği türü',
      phone: 'Telefon',
    },
    team: 'Sapar ekibi',
  },
  zh: {
    subject: 'Sapar：申请 {number} 已受理',
    kinds: {
      tour: '旅游申请',
      rail: '火车票申请',
      partner: '合作申请',
      appeal: '咨询与反馈',
      exchange: '改签申请',
      refund: '退票申请',
    },
    received: '我们已收到您的申请，申请编号为 {number}。',
    appeal: { subject: 'Sapar：留言 {number} 已收到', received: '我们已收到您的留言，编号为 {number}。' },
    next: '客户经理将在工作时间（周一至周六，比什凯克时间9:00–19:00）与您联系。致电时请提供申请编号。',
    nextByEmail: '工作人员核实后将通过电子邮件回复到此邮箱。致电时请提供编号 {number}。',
    labels: {
      topic: '主题',
      order: '订单号',
      desiredDate: '希望日期',
      tour: '旅游线路',
      route: '线路',
      date: '日期',
      people: '人数',
      class: '席别',
      company: '公司',
      partnership: '合作类型',
      phone: '电话',
    },
    team: 'Sapar 团队',
  },
};

const APPEAL_TOPIC_NAMES: Record<AppealTopic, Record<Language, string>> = {
  complaint: { ru: 'жалоба', ky: 'даттануу', en: 'complaint', tr: 'şikâyet', zh: '投诉' },
  question: { ru: 'вопрос', ky: 'суроо', en: 'question', tr: 'soru', zh: '问题' },
  suggestion: { ru: 'предложение', ky: 'сунуш', en: 'suggestion', tr: 'öneri', zh: '建议' },
};

/**
 * What the letter repeats back. The footer forms' free text is deliberately left out: anyone can
 * type any address into a public form, and the letter must not carry a stranger's message to it.
 */
export type RequestDetails =
  | { kind: 'tour'; tourTitle: string; date: string; people: number }
  | { kind: 'rail'; route: RailRoute; date: string; passengers: number; railClass: RailClass }
  | { kind: 'partner'; company: string; partnership: PartnershipKind }
  | { kind: 'appeal'; topic: AppealTopic; orderNumber: string | null }
  | { kind: 'exchange'; orderNumber: string; desiredDate: string | null }
  | { kind: 'refund'; orderNumber: string };

const htmlLang = (language: Language) => (language === 'zh' ? 'zh-CN' : language);

function detailRows(copy: RequestMailCopy, language: Language, details: RequestDetails): Array<[string, string]> {
  switch (details.kind) {
    case 'tour':
      return [
        [copy.labels.tour, details.tourTitle],
        [copy.labels.date, details.date],
        [copy.labels.people, String(details.people)],
      ];
    case 'rail':
      return [
        [copy.labels.route, RAIL_ROUTE_NAMES[details.route][language]],
        [copy.labels.date, details.date],
        [copy.labels.people, String(details.passengers)],
        [copy.labels.class, RAIL_CLASS_NAMES[details.railClass][language]],
      ];
    case 'partner':
      return [
        [copy.labels.company, details.company],
        [copy.labels.partnership, PARTNERSHIP_NAMES[details.partnership][language]],
      ];
    case 'appeal':
      return [
        [copy.labels.topic, APPEAL_TOPIC_NAMES[details.topic][language]],
        ...(details.orderNumber ? [[copy.labels.order, details.orderNumber] as [string, string]] : []),
      ];
    case 'exchange':
      return [
        [copy.labels.order, details.orderNumber],
        ...(details.desiredDate ? [[copy.labels.desiredDate, details.desiredDate] as [string, string]] : []),
      ];
    case 'refund':
      return [[copy.labels.order, details.orderNumber]];
  }
}

/** Staff answer appeals, exchange and refund requests by email; the others get a call back. */
const ANSWERED_BY_EMAIL: ReadonlySet<ServiceRequestKind> = new Set(['appeal', 'exchange', 'refund']);

export function buildRequestEmail(
  language: Language,
  to: string,
  number: string,
  phone: string,
  details: RequestDetails,
): EmailMessage {
  const copy = COPY[language];
  const fill = (text: string) => text.replaceAll('{number}', number);
  const rows = detailRows(copy, language, details);
  if (phone) rows.push([copy.labels.phone, phone]);

  const isAppeal = details.kind === 'appeal';
  const subject = fill(isAppeal ? copy.appeal.subject : copy.subject);
  const received = fill(isAppeal ? copy.appeal.received : copy.received);
  const next = fill(ANSWERED_BY_EMAIL.has(details.kind) ? copy.nextByEmail : copy.next);
  const text = [
    copy.kinds[details.kind],
    '',
    received,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    next,
    '',
    copy.team,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${htmlLang(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a;">
<h1 style="font-size: 20px;">${escapeHtml(copy.kinds[details.kind])}</h1>
<p>${escapeHtml(received)}</p>
<p style="font-size: 24px; font-weight: bold; letter-spacing: 3px;">${escapeHtml(number)}</p>
<table style="border-collapse: collapse;">${rows.map(([label, value]) => `<tr><td style="padding: 2px 12px 2px 0; color: #666;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p>${escapeHtml(next)}</p>
<p>${escapeHtml(copy.team)}</p>
</body>
</html>`;
  return { to, subject, text, html };
}

interface AnswerMailCopy {
  subject: string;
  greeting: string;
  intro: string;
  outro: string;
}

const ANSWER_COPY: Record<Language, AnswerMailCopy> = {
  ru: {
    subject: 'Sapar: ответ по заявке {number}',
    greeting: 'Здравствуйте, {name}!',
    intro: 'Ответ нашего сотрудника по вашей заявке {number}:',
    outro: 'Если у вас остались вопросы, напишите нам через форму обращения на сайте и укажите номер {number}. Это письмо отправлено автоматически, отвечать на него не нужно.',
  },
  ky: {
    subject: 'Sapar: {number} арызы боюнча жооп',
    greeting: 'Саламатсызбы, {name}!',
    intro: 'Кызматкерибиздин {number} арызыңыз боюнча жообу:',
    outro: 'Суроолоруңуз калса, сайттагы кайрылуу формасы аркылуу жазып, {number} номерин көрсөтүңүз. Бул кат автоматтык түрдө жөнөтүлдү, ага жооп берүүнүн кереги жок.',
  },
  en: {
    subject: 'Sapar: answer to your request {number}',
    greeting: 'Hello {name},',
    intro: 'Here is our answer to your request {number}:',
    outro: 'If you have more questions, write to us through the contact form on our website and quote {number}. This email was sent automatically; please do not reply to it.',
  },
  tr: {
    subject: 'Sapar: {number} numaralı talebinize yanıt',
    greeting: 'Merhaba {name},',
    intro: '{number} numaralı talebinize ekibimizin yanıtı:',
    outro: 'Başka sorularınız varsa sitemizdeki başvuru formundan bize yazın ve {number} numarasını belirtin. Bu e-posta otomatik olarak gönderilmiştir, lütfen yanıtlamayın.',
  },
  zh: {
    subject: 'Sapar：关于申请 {number} 的答复',
    greeting: '{name}，您好！',
    intro: '以下是我们的工作人员对您的申请 {number} 的答复：',
    outro: '如有其他问题，请通过网站上的联系表单与我们联系，并注明编号 {number}。本邮件由系统自动发送，请勿直接回复。',
  },
};

export interface StaffAnswerMail {
  number: string;
  kind: ServiceRequestKind;
  name: string;
  /** Staff's own words, in whatever language they wrote them; the letter around them is in the request's language. */
  message: string;
}

export function buildStaffAnswerEmail(language: Language, to: string, answer: StaffAnswerMail): EmailMessage {
  const copy = ANSWER_COPY[language];
  const team = COPY[language].team;
  // Functions as replacements: a name with `$&` in it must come out as typed.
  const fill = (text: string) => text.replaceAll('{number}', () => answer.number).replaceAll('{name}', () => answer.name);
  const subject = fill(copy.subject);
  const heading = COPY[language].kinds[answer.kind];
  const text = [fill(copy.greeting), '', fill(copy.intro), '', answer.message, '', fill(copy.outro), '', team].join('\n');
  const paragraphs = answer.message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${htmlLang(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a;">
<h1 style="font-size: 20px;">${escapeHtml(heading)} ${escapeHtml(answer.number)}</h1>
<p>${escapeHtml(fill(copy.greeting))}</p>
<p>${escapeHtml(fill(copy.intro))}</p>
<div style="border-left: 3px solid #ccc; padding-left: 12px;">
${paragraphs}
</div>
<p>${escapeHtml(fill(copy.outro))}</p>
<p>${escapeHtml(team)}</p>
</body>
</html>`;
  return { to, subject, text, html };
}
