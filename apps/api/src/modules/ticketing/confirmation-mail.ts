/**
 * The order confirmation email: the tickets, the receipt PDF attached and the order link inside. The outbox
 * delivers it through the renderer registered here (docs/architecture.md#outbox).
 */
import { isLanguage } from '@sapar/contracts';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { renderEmail } from '../../shared/email/render-email.js';
import { orderLink, renderOrder, type BookingContext } from '../booking/index.js';
import type { OutboxRenderer } from '../outbox/index.js';
import { renderReceiptPdf } from './receipt.js';
import { ticketEmail } from './ticket.mail.js';
import { findOrderById, findOrderPassengers } from '../orders/index.js';

export async function buildConfirmationEmail(ctx: BookingContext, orderId: string): Promise<EmailMessage | null> {
  const row = await findOrderById(ctx.db, orderId);
  // The tickets were issued: the traveller gets their email even when a refund or an exchange came first.
  if (!row?.ticketedAt) return null;
  const language = isLanguage(row.language) ? row.language : 'ru';
  const passengers = await findOrderPassengers(ctx.db, row.id);
  const replaced = row.exchangeOf ? await findOrderById(ctx.db, row.exchangeOf) : null;
  const pdf = await renderReceiptPdf(ctx, row, passengers);
  return renderEmail(
    row.contactEmail,
    ticketEmail({
      language,
      order: renderOrder(ctx, row, passengers, language),
      orderLink: orderLink(ctx, row),
      replaces: replaced?.number ?? null,
      receipt: { filename: `sapar-${row.number}.pdf`, contentType: 'application/pdf', content: pdf },
    }),
  );
}

/** The outbox rows the ticketing module draws: the confirmation queued when the tickets are issued. */
export const ticketingOutboxRenderers: Readonly<Record<string, OutboxRenderer>> = {
  order_confirmation: async (deps, row) => (row.orderId ? buildConfirmationEmail(deps.booking, row.orderId) : null),
};
