/**
 * The order confirmation email (receipt PDF attached, order link inside) and the loop that delivers
 * the mail outbox: rows are claimed, sent, and retried with back-off when the mailer fails.
 */
import type { Language } from '@sapar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, Mailer } from '../../providers/messaging/index.js';
import { claimDueMail, markMailFailed, markMailSent, type BookingContext, type MailOutboxRow } from '../booking/booking.service.js';
import { buildAftersalesEmail, isAftersalesMail } from '../aftersales/aftersales.mail.js';
import { buildAccessLinkEmail, ORDER_ACCESS_LINK_MAIL } from '../booking/order-access.service.js';
import { buildAccountEmail, isAccountMail, NO_RECIPIENT } from '../users/account-mail.js';
import { orderLink, renderReceiptPdf } from './receipt.js';
import { findOrderById, findOrderPassengers } from '../orders/index.js';

const COPY: Record<Language, { subject: string; intro: string; tickets: string; link: string; attached: string; team: string }> = {
  ru: { subject: 'Sapar: билеты по заказу {number} выписаны', intro: 'Спасибо за покупку! Заказ {number} оплачен, электронные билеты выписаны.', tickets: 'Билеты', link: 'Заказ онлайн', attached: 'Маршрутная квитанция во вложении.', team: 'Команда Sapar' },
  ky: { subject: 'Sapar: {number} буйрутмасы боюнча билеттер жазылды', intro: 'Сатып алганыңыз үчүн рахмат! {number} буйрутмасы төлөндү, электрондук билеттер жазылды.', tickets: 'Билеттер', link: 'Буйрутма онлайн', attached: 'Маршрут дүмүрчөгү тиркелди.', team: 'Sapar командасы' },
  en: { subject: 'Sapar: your tickets for booking {number}', intro: 'Thank you for your purchase! Booking {number} is paid and your e-tickets are issued.', tickets: 'Tickets', link: 'Your booking online', attached: 'The itinerary receipt is attached.', team: 'The Sapar team' },
  tr: { subject: 'Sapar: {number} rezervasyonunuzun biletleri', intro: 'Satın aldığınız için teşekkürler! {number} rezervasyonu ödendi, e-biletleriniz düzenlendi.', tickets: 'Biletler', link: 'Rezervasyonunuz çevrimiçi', attached: 'Seyahat makbuzu ektedir.', team: 'Sapar ekibi' },
  zh: { subject: 'Sapar：订单 {number} 已出票', intro: '感谢您的购买！订单 {number} 已付款，电子客票已出票。', tickets: '机票', link: '在线查看订单', attached: '行程单见附件。', team: 'Sapar 团队' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function buildConfirmationEmail(ctx: BookingContext, orderId: string): Promise<EmailMessage | null> {
  const row = await findOrderById(ctx.db, orderId);
  // The tickets were issued: the traveller gets their email even when a refund or an exchange came first.
  if (!row?.ticketedAt) return null;
  const passengers = await findOrderPassengers(ctx.db, row.id);
  const copy = COPY[row.language as Language] ?? COPY.ru;
  const fill = (text: string) => text.replaceAll('{number}', row.number);
  const link = orderLink(ctx, row);
  const lines = passengers.map((p) => `${p.lastName} ${p.firstName}: ${p.ticketNumber ?? ''}`);
  const pdf = await renderReceiptPdf(ctx, row, passengers);
  return {
    to: row.contactEmail,
    subject: fill(copy.subject),
    text: [fill(copy.intro), '', `${copy.tickets}:`, ...lines, '', `${copy.link}: ${link}`, copy.attached, '', copy.team].join('\n'),
    html:
      `<p>${escapeHtml(fill(copy.intro))}</p><p><b>${escapeHtml(copy.tickets)}:</b><br>${lines.map(escapeHtml).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.link)}</a></p><p>${escapeHtml(copy.attached)}</p><p>${escapeHtml(copy.team)}</p>`,
    attachments: [{ filename: `sapar-${row.number}.pdf`, contentType: 'application/pdf', content: pdf }],
  };
}

export const MAIL_MAX_ATTEMPTS = 8;
/** Seconds before the next try after the n-th failure: 30 s, 1, 2, 4 … minutes, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

export interface MailDeliveryDeps {
  booking: BookingContext;
  mailer: Mailer;
  log?: FastifyBaseLogger | undefined;
}

async function buildMessage(deps: MailDeliveryDeps, row: MailOutboxRow): Promise<EmailMessage | typeof NO_RECIPIENT | null> {
  // Account mail (password recovery codes) is about no order: the users module renders it.
  if (isAccountMail(row.kind)) return buildAccountEmail(deps.booking, row.kind, row.refId);
  if (!row.orderId) return null;
  if (row.kind === 'order_confirmation') return buildConfirmationEmail(deps.booking, row.orderId);
  if (row.kind === ORDER_ACCESS_LINK_MAIL) return buildAccessLinkEmail(deps.booking, row.orderId);
  if (isAftersalesMail(row.kind)) return buildAftersalesEmail(deps.booking, row.kind, row.orderId, row.refId);
  return null;
}

/** A row is marked sent only once the mailer took the message; one that cannot be built is a dead letter. */
async function deliverOne(deps: MailDeliveryDeps, row: MailOutboxRow): Promise<boolean> {
  try {
    const message = await buildMessage(deps, row);
    if (message === NO_RECIPIENT) {
      // Nobody is to get it by design (a recovery for an address without an account): closed, never "sent".
      await markMailFailed(deps.booking.db, row.id, 'no recipient', null);
      return false;
    }
    if (!message) {
      deps.log?.error({ outboxId: row.id, kind: row.kind }, 'mail outbox: nothing to send for this row');
      await markMailFailed(deps.booking.db, row.id, `no message for ${row.kind}`, null);
      return false;
    }
    await deps.mailer.send(message);
    await markMailSent(deps.booking.db, row.id);
    return true;
  } catch (error) {
    deps.log?.error({ err: error, outboxId: row.id }, 'mail outbox: sending failed');
    const retry = row.attempts >= MAIL_MAX_ATTEMPTS ? null : backoffSeconds(row.attempts);
    await markMailFailed(deps.booking.db, row.id, error instanceof Error ? error.message : String(error), retry);
    return false;
  }
}

/** Sends the due outbox rows once; answers how many were sent. Run by the job and called by tests. */
export async function deliverPendingMail(deps: MailDeliveryDeps, limit = 20): Promise<number> {
  const rows = await claimDueMail(deps.booking.db, limit);
  let sent = 0;
  for (const row of rows) if (await deliverOne(deps, row)) sent += 1;
  return sent;
}
