/** The acknowledgement of a service request, in the language it was sent in, with its number. */
import type { Language, PartnershipKind, RailClass, RailRoute, ServiceRequestKind } from '@sapar/contracts';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { escapeHtml } from '../users/users.mail.js';

interface RequestMailCopy {
  subject: string;
  kinds: Record<ServiceRequestKind, string>;
  received: string;
  next: string;
  labels: {
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
    kinds: { tour: 'Заявка на тур', rail: 'Заявка на железнодорожные билеты', partner: 'Заявка на партнёрство' },
    received: 'Мы получили вашу заявку. Её номер — {number}.',
    next: 'Менеджер свяжется с вами в рабочее время (пн–сб, 9:00–19:00 по Бишкеку). Назовите номер заявки, если будете звонить нам.',
    labels: {
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
    kinds: { tour: 'Турга арыз', rail: 'Темир жол билеттерине арыз', partner: 'Өнөктөштүккө арыз' },
    received: 'Арызыңызды алдык. Анын номери — {number}.',
    next: 'Менеджер жумуш убактысында (дш–ишм, Бишкек убактысы менен 9:00–19:00) сиз менен байланышат. Бизге чалсаңыз, арыздын номерин айтыңыз.',
    labels: {
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
    kinds: { tour: 'Tour request', rail: 'Rail ticket request', partner: 'Partnership application' },
    received: 'We have received your request. Its number is {number}.',
    next: 'A manager will contact you during working hours (Mon–Sat, 9:00–19:00 Bishkek time). Please quote the request number if you call us.',
    labels: {
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
    kinds: { tour: 'Tur talebi', rail: 'Tren bileti talebi', partner: 'İş ortaklığı başvurusu' },
    received: 'Talebinizi aldık. Talep numarası: {number}.',
    next: 'Bir temsilcimiz mesai saatlerinde (Pzt–Cmt, Bişkek saatiyle 9:00–19:00) sizinle iletişime geçecek. Bizi ararsanız talep numarasını belirtin.',
    labels: {
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
    kinds: { tour: '旅游申请', rail: '火车票申请', partner: '合作申请' },
    received: '我们已收到您的申请，申请编号为 {number}。',
    next: '客户经理将在工作时间（周一至周六，比什凯克时间9:00–19:00）与您联系。致电时请提供申请编号。',
    labels: {
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

export type RequestDetails =
  | { kind: 'tour'; tourTitle: string; date: string; people: number }
  | { kind: 'rail'; route: RailRoute; date: string; passengers: number; railClass: RailClass }
  | { kind: 'partner'; company: string; partnership: PartnershipKind };

export function buildRequestEmail(
  language: Language,
  to: string,
  number: string,
  phone: string,
  details: RequestDetails,
): EmailMessage {
  const copy = COPY[language];
  const fill = (text: string) => text.replaceAll('{number}', number);
  const rows: Array<[string, string]> = [];
  if (details.kind === 'tour')
    rows.push(
      [copy.labels.tour, details.tourTitle],
      [copy.labels.date, details.date],
      [copy.labels.people, String(details.people)],
    );
  if (details.kind === 'rail') {
    rows.push(
      [copy.labels.route, RAIL_ROUTE_NAMES[details.route][language]],
      [copy.labels.date, details.date],
      [copy.labels.people, String(details.passengers)],
      [copy.labels.class, RAIL_CLASS_NAMES[details.railClass][language]],
    );
  }
  if (details.kind === 'partner')
    rows.push(
      [copy.labels.company, details.company],
      [copy.labels.partnership, PARTNERSHIP_NAMES[details.partnership][language]],
    );
  rows.push([copy.labels.phone, phone]);

  const subject = fill(copy.subject);
  const text = [
    copy.kinds[details.kind],
    '',
    fill(copy.received),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    copy.next,
    '',
    copy.team,
  ].join('\n');
  const lang = language === 'zh' ? 'zh-CN' : language;
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a;">
<h1 style="font-size: 20px;">${escapeHtml(copy.kinds[details.kind])}</h1>
<p>${escapeHtml(fill(copy.received))}</p>
<p style="font-size: 24px; font-weight: bold; letter-spacing: 3px;">${escapeHtml(number)}</p>
<table style="border-collapse: collapse;">${rows.map(([label, value]) => `<tr><td style="padding: 2px 12px 2px 0; color: #666;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p>${escapeHtml(copy.next)}</p>
<p>${escapeHtml(copy.team)}</p>
</body>
</html>`;
  return { to, subject, text, html };
}
