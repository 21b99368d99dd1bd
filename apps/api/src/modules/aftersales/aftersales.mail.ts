/**
 * The emails of refund status changes, in the buyer's language, built when the mail outbox row that
 * the status change wrote is delivered (so the email always matches what was committed).
 */
import type { Language } from '@sapar/contracts';
import type { EmailMessage } from '../../providers/messaging/index.js';
import type { BookingContext } from '../booking/booking.service.js';
import { orderLink } from '../ticketing/receipt.js';
import { findRefund } from './aftersales.repository.js';
import { findOrderById } from '../orders/index.js';

export const AFTERSALES_MAIL_KINDS = ['refund_requested', 'refund_completed', 'refund_rejected'] as const;
type Kind = (typeof AFTERSALES_MAIL_KINDS)[number];

interface Copy {
  subject: Record<Kind, string>;
  body: Record<Kind, string>;
  amount: string;
  link: string;
  team: string;
}

const COPY: Record<Language, Copy> = {
  ru: {
    subject: { refund_requested: 'Sapar: возврат по заказу {number} принят', refund_completed: 'Sapar: возврат по заказу {number} выполнен', refund_rejected: 'Sapar: возврат по заказу {number} отклонён' },
    body: {
      refund_requested: 'Мы приняли запрос на возврат билетов по заказу {number}. Сотрудник проверит его и вернёт деньги; мы напишем, когда это произойдёт.',
      refund_completed: 'Возврат по заказу {number} выполнен: деньги отправлены на счёт MBank, с которого была оплата. Обычно они приходят за 1–3 рабочих дня.',
      refund_rejected: 'В возврате по заказу {number} отказано. Билеты остаются действительными.',
    },
    amount: 'Сумма к возврату: {amount} сом',
    link: 'Заказ онлайн',
    team: 'Команда Sapar',
  },
  ky: {
    subject: { refund_requested: 'Sapar: {number} буйрутмасы боюнча кайтаруу кабыл алынды', refund_completed: 'Sapar: {number} буйрутмасы боюнча кайтаруу аткарылды', refund_rejected: 'Sapar: {number} буйрутмасы боюнча кайтаруу четке кагылды' },
    body: {
      refund_requested: '{number} буйрутмасы боюнча билеттерди кайтаруу сурамын кабыл алдык. Кызматкер аны текшерип, акчаны кайтарат; бул болгондо сизге жазабыз.',
      refund_completed: '{number} буйрутмасы боюнча кайтаруу аткарылды: акча төлөм жасалган MBank эсебине жөнөтүлдү. Адатта 1–3 иш күндө келет.',
      refund_rejected: '{number} буйрутмасы боюнча кайтаруудан баш тартылды. Билеттер жарактуу бойдон калат.',
    },
    amount: 'Кайтарыла турган сумма: {amount} сом',
    link: 'Буйрутма онлайн',
    team: 'Sapar командасы',
  },
  en: {
    subject: { refund_requested: 'Sapar: refund of booking {number} received', refund_completed: 'Sapar: refund of booking {number} completed', refund_rejected: 'Sapar: refund of booking {number} declined' },
    body: {
      refund_requested: 'We have received your request to refund the tickets of booking {number}. A staff member will check it and send the money back; we will write to you when that happens.',
      refund_completed: 'The refund of booking {number} is completed: the money was sent to the MBank account the payment came from. It usually arrives within 1–3 business days.',
      refund_rejected: 'The refund of booking {number} was declined. Your tickets remain valid.',
    },
    amount: 'Amount to come back: {amount} KGS',
    link: 'Your booking online',
    team: 'The Sapar team',
  },
  tr: {
    subject: { refund_requested: 'Sapar: {number} rezervasyonunun iade talebi alındı', refund_completed: 'Sapar: {number} rezervasyonunun iadesi tamamlandı', refund_rejected: 'Sapar: {number} rezervasyonunun iadesi reddedildi' },
    body: {
      refund_requested: '{number} rezervasyonundaki biletlerin iade talebini aldık. Bir çalışan talebi inceleyip parayı iade edecek; iade yapıldığında size yazacağız.',
      refund_completed: '{number} rezervasyonunun iadesi tamamlandı: para, ödemenin yapıldığı MBank hesabına gönderildi. Genellikle 1–3 iş günü içinde ulaşır.',
      refund_rejected: '{number} rezervasyonunun iadesi reddedildi. Biletleriniz geçerliliğini koruyor.',
    },
    amount: 'İade edilecek tutar: {amount} KGS',
    link: 'Rezervasyonunuz çevrimiçi',
    team: 'Sapar ekibi',
  },
  zh: {
    subject: { refund_requested: 'Sapar：已收到订单 {number} 的退票申请', refund_completed: 'Sapar：订单 {number} 退票已完成', refund_rejected: 'Sapar：订单 {number} 退票被拒绝' },
    body: {
      refund_requested: '我们已收到订单 {number} 的退票申请。工作人员审核后将退还款项，届时我们会通知您。',
      refund_completed: '订单 {number} 退票已完成：款项已退回付款所用的 MBank 账户，通常 1–3 个工作日到账。',
      refund_rejected: '订单 {number} 的退票申请被拒绝，您的机票仍然有效。',
    },
    amount: '应退金额：{amount} 索姆',
    link: '在线查看订单',
    team: 'Sapar 团队',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));


export function isAftersalesMail(kind: string): kind is Kind {
  return (AFTERSALES_MAIL_KINDS as readonly string[]).includes(kind);
}

export async function buildAftersalesEmail(ctx: BookingContext, kind: Kind, orderId: string, refId: string | null): Promise<EmailMessage | null> {
  const order = await findOrderById(ctx.db, orderId);
  const refund = refId ? await findRefund(ctx.db, refId) : null;
  if (!order || !refund) return null;
  const copy = COPY[order.language as Language] ?? COPY.ru;
  const values = { number: order.number, amount: refund.amountBack };
  const lines = [fill(copy.body[kind], values)];
  if (kind !== 'refund_rejected') lines.push(fill(copy.amount, values));
  if (refund.staffNote) lines.push(refund.staffNote);
  const link = orderLink(ctx, order);
  return {
    to: order.contactEmail,
    subject: fill(copy.subject[kind], values),
    text: [...lines, '', `${copy.link}: ${link}`, '', copy.team].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.link)}</a></p><p>${escapeHtml(copy.team)}</p>`,
  };
}
