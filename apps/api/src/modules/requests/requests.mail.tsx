/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The letters of service requests, in the language the request was sent in: the acknowledgement
 * with its number, and staff's answer.
 */
import type {
  AppealTopic,
  Language,
  PartnershipKind,
  RailClass,
  RailRoute,
  ServiceRequestKind,
} from '@sapar/contracts';
import { translate } from '../../i18n/translate.js';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { letterDay } from '../../shared/email/email-format.js';
import {
  EmailFacts,
  EmailHeading,
  EmailLayout,
  EmailQuote,
  EmailReference,
  EmailText,
} from '../../shared/email/email-layout.js';
import { renderEmail, type EmailContent } from '../../shared/email/render-email.js';

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

type Label =
  | 'topic'
  | 'order'
  | 'desired_date'
  | 'tour'
  | 'route'
  | 'date'
  | 'people'
  | 'class'
  | 'company'
  | 'partnership'
  | 'phone';

/** A requested day ('yyyy-MM-dd') in the reader's words: '12 июля 2026 г.', '2026年7月12日'. */
const day = (date: string, language: Language) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? letterDay(date, language, false) : date;

function detailRows(language: Language, details: RequestDetails): Array<[Label, string]> {
  switch (details.kind) {
    case 'tour':
      return [
        ['tour', details.tourTitle],
        ['date', day(details.date, language)],
        ['people', String(details.people)],
      ];
    case 'rail':
      return [
        ['route', RAIL_ROUTE_NAMES[details.route][language]],
        ['date', day(details.date, language)],
        ['people', String(details.passengers)],
        ['class', RAIL_CLASS_NAMES[details.railClass][language]],
      ];
    case 'partner':
      return [
        ['company', details.company],
        ['partnership', PARTNERSHIP_NAMES[details.partnership][language]],
      ];
    case 'appeal':
      return [
        ['topic', APPEAL_TOPIC_NAMES[details.topic][language]],
        ...(details.orderNumber ? [['order', details.orderNumber] as [Label, string]] : []),
      ];
    case 'exchange':
      return [
        ['order', details.orderNumber],
        ...(details.desiredDate ? [['desired_date', day(details.desiredDate, language)] as [Label, string]] : []),
      ];
    case 'refund':
      return [['order', details.orderNumber]];
  }
}

/** Staff answer appeals, exchange and refund requests by email; the others get a call back. */
const ANSWERED_BY_EMAIL: ReadonlySet<ServiceRequestKind> = new Set(['appeal', 'exchange', 'refund']);

const kindName = (language: Language, kind: ServiceRequestKind) => translate(language, `request_mail_kind_${kind}`);

export interface RequestEmailProps {
  language: Language;
  number: string;
  /** The phone the form was sent with ('' when none). */
  phone: string;
  details: RequestDetails;
}

export function requestEmail({ language, number, phone, details }: RequestEmailProps): EmailContent {
  const values = { number };
  const isAppeal = details.kind === 'appeal';
  const subject = translate(language, isAppeal ? 'request_mail_appeal_subject' : 'request_mail_subject', values);
  const received = translate(language, isAppeal ? 'request_mail_appeal_received' : 'request_mail_received', values);
  const rows = detailRows(language, details);
  if (phone) rows.push(['phone', phone]);
  return {
    subject,
    body: (
      <EmailLayout language={language} title={subject} preview={received}>
        <EmailHeading>{kindName(language, details.kind)}</EmailHeading>
        <EmailText>{received}</EmailText>
        <EmailReference language={language} label={translate(language, 'request_mail_number')} value={number} />
        <EmailFacts
          language={language}
          facts={rows.map(([label, value]) => [translate(language, `request_mail_label_${label}`), value] as const)}
        />
        <EmailText>
          {translate(
            language,
            ANSWERED_BY_EMAIL.has(details.kind) ? 'request_mail_next_by_email' : 'request_mail_next',
            values,
          )}
        </EmailText>
        <EmailText style={{ margin: '18px 0 0' }}>{translate(language, 'mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}

export function buildRequestEmail(
  language: Language,
  to: string,
  number: string,
  phone: string,
  details: RequestDetails,
): Promise<EmailMessage> {
  return renderEmail(to, requestEmail({ language, number, phone, details }));
}

export interface StaffAnswerMail {
  number: string;
  kind: ServiceRequestKind;
  name: string;
  /** Staff's own words, in whatever language they wrote them; the letter around them is in the request's language. */
  message: string;
}

export function staffAnswerEmail(language: Language, answer: StaffAnswerMail): EmailContent {
  const values = { number: answer.number, name: answer.name };
  const subject = translate(language, 'request_answer_mail_subject', values);
  const intro = translate(language, 'request_answer_mail_intro', values);
  return {
    subject,
    body: (
      <EmailLayout language={language} title={subject} preview={intro}>
        <EmailHeading>
          {kindName(language, answer.kind)} {answer.number}
        </EmailHeading>
        <EmailText>{translate(language, 'request_answer_mail_greeting', values)}</EmailText>
        <EmailText>{intro}</EmailText>
        <EmailQuote text={answer.message} />
        <EmailText>{translate(language, 'request_answer_mail_outro', values)}</EmailText>
        <EmailText style={{ margin: '18px 0 0' }}>{translate(language, 'mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}

export function buildStaffAnswerEmail(language: Language, to: string, answer: StaffAnswerMail): Promise<EmailMessage> {
  return renderEmail(to, staffAnswerEmail(language, answer));
}
