/**
 * Who sees what of an order. The owner or the holder of the order token sees and acts on everything;
 * the order number plus the contact email shows only a masked summary (status, route, dates) and can
 * ask for a fresh link with the token, which goes to the contact email only.
 */
import { isLanguage, type Language, type OrderDetail, type OrderSummary } from '@sapar/contracts';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../shared/app-error.js';
import { formatRoute } from '../../shared/email/email-format.js';
import { renderEmail } from '../../shared/email/render-email.js';
import { findOrderById, findOrderByNumber, findOrderPassengers, type OrderRow } from '../orders/index.js';
import { orderViews } from './order-views.js';
import { countRecentOrderMail, queueOrderMail } from './booking.repository.js';
import type { OutboxRenderer } from '../outbox/index.js';
import { orderAccessEmail } from './order-access.mail.js';
import {
  hasReceipt,
  loadAccessibleOrder,
  mayActOnOrder,
  orderLink,
  renderOrder,
  type BookingContext,
  type OrderAccess,
} from './booking.service.js';

export const ORDER_ACCESS_LINK_MAIL = 'order_access_link';
/** Links one order may be sent per hour, whoever asks: a stranger cannot flood the traveller's inbox. */
const ACCESS_LINKS_PER_HOUR = 3;

const sameEmail = (row: OrderRow, email: string | undefined) =>
  !!email && email.trim().toLowerCase() === row.contactEmail.toLowerCase();

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.slice(0, 3)} *** *** ${digits.slice(-3)}`;
}

/** The whole order for its owner or token holder; the masked summary for the contact email; 404 otherwise. */
export async function getOrderView(
  ctx: BookingContext,
  orderNumber: string,
  access: OrderAccess & { email?: string | undefined },
  language: Language,
): Promise<OrderDetail | OrderSummary> {
  const row = await findOrderByNumber(ctx.db, orderNumber);
  // A cancelled or retimed flight: the order carries the disruption and the traveller's choices.
  if (row && mayActOnOrder(ctx, row, access)) return orderViews().detail(ctx, row, access, language);
  if (!row || !sameEmail(row, access.email)) throw new AppError('not_found', { message: 'order_not_found' });
  const passengers = await findOrderPassengers(ctx.db, row.id);
  return {
    summary: true,
    order_number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    passengers_count: passengers.length,
    itinerary: renderOrder(ctx, row, [], language).itinerary,
    contact: { email: maskEmail(row.contactEmail), phone: maskPhone(row.contactPhone) },
  };
}

/**
 * Queues a mail with the order's link to its contact email when `email` is that address. The answer is
 * the same whatever the order number or email, so it tells nobody whether an order exists.
 */
export async function requestOrderAccessLink(
  ctx: BookingContext,
  orderNumber: string,
  email: string,
  language: Language,
): Promise<{ detail: string }> {
  await ctx.db.transaction(async (tx) => {
    const row = await findOrderByNumber(tx, orderNumber, true);
    if (!row || !sameEmail(row, email)) return;
    if ((await countRecentOrderMail(tx, row.id, ORDER_ACCESS_LINK_MAIL, 3600)) >= ACCESS_LINKS_PER_HOUR) return;
    await queueOrderMail(tx, { kind: ORDER_ACCESS_LINK_MAIL, orderId: row.id, recipient: row.contactEmail });
  });
  return { detail: translate(language, 'order_access_link_sent') };
}

export async function buildAccessLinkEmail(ctx: BookingContext, orderId: string): Promise<EmailMessage | null> {
  const row = await findOrderById(ctx.db, orderId);
  if (!row) return null;
  const language = isLanguage(row.language) ? row.language : 'ru';
  const order = renderOrder(ctx, row, [], language);
  return renderEmail(
    row.contactEmail,
    orderAccessEmail({
      language,
      orderNumber: row.number,
      orderLink: orderLink(ctx, row),
      route: formatRoute(order.itinerary),
    }),
  );
}

/** The itinerary receipt (PDF) of a ticketed order, in the buyer's language, for whoever may act on the order. */
export async function getReceiptPdf(
  ctx: BookingContext,
  orderNumber: string,
  access: OrderAccess,
): Promise<{ orderNumber: string; pdf: Buffer }> {
  const row = await loadAccessibleOrder(ctx, orderNumber, access);
  if (!hasReceipt(row.status)) throw new AppError('receipt_not_ready');
  return {
    orderNumber: row.number,
    pdf: await orderViews().receiptPdf(ctx, row, await findOrderPassengers(ctx.db, row.id)),
  };
}

/** The outbox rows the booking module draws: the link to an order asked for by its contact email. */
export const bookingOutboxRenderers: Readonly<Record<string, OutboxRenderer>> = {
  [ORDER_ACCESS_LINK_MAIL]: async (deps, row) => (row.orderId ? buildAccessLinkEmail(deps.booking, row.orderId) : null),
};
