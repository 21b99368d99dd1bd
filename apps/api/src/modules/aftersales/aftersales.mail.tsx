/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The emails of refund status changes, in the buyer's language, built when the mail outbox row that
 * the status change wrote is delivered (so the email always matches what was committed).
 */
import { formatMoney, isLanguage, REFUND_BUSINESS_DAYS, type Language } from '@sapar/contracts';
import { translate } from '../../i18n/translate.js';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { labelled } from '../../shared/email/email-format.js';
import {
  EmailAction,
  EmailFacts,
  EmailHeading,
  EmailLayout,
  EmailQuote,
  EmailStatus,
  EmailSubheading,
  EmailText,
} from '../../shared/email/email-layout.js';
import { renderEmail, type EmailContent } from '../../shared/email/render-email.js';
import { orderLink, type BookingContext } from '../booking/index.js';
import type { OutboxRenderer } from '../outbox/index.js';
import { findRefund } from './aftersales.repository.js';
import { findOrderById, findOrderPassengers } from '../orders/index.js';

export const AFTERSALES_MAIL_KINDS = ['refund_requested', 'refund_completed', 'refund_rejected'] as const;
type Kind = (typeof AFTERSALES_MAIL_KINDS)[number];

export function isAftersalesMail(kind: string): kind is Kind {
  return (AFTERSALES_MAIL_KINDS as readonly string[]).includes(kind);
}

export interface RefundEmailProps {
  language: Language;
  kind: Kind;
  orderNumber: string;
  orderLink: string;
  /** 'IVANOV IVAN · 6951234567890' for each refunded ticket. */
  tickets: string[];
  amounts: { fareTotal: number; penalty: number; agencyFee: number; amountBack: number };
  /** What staff wrote to the traveller when deciding. */
  staffNote: string | null;
}

const STATUS = { refund_requested: 'requested', refund_completed: 'completed', refund_rejected: 'rejected' } as const;
const TONE = { refund_requested: 'info', refund_completed: 'success' } as const;

export function refundEmail({
  language,
  kind,
  orderNumber,
  orderLink: link,
  tickets,
  amounts,
  staffNote,
}: RefundEmailProps): EmailContent {
  const status = STATUS[kind];
  const values = { number: orderNumber, days: REFUND_BUSINESS_DAYS };
  const subject = translate(language, `refund_mail_subject_${status}`, values);
  const body = translate(language, `refund_mail_body_${status}`, values);
  const money = (amount: number) => formatMoney(amount, language);
  const facts: Array<readonly [string, string]> = [[translate(language, 'mail_order_number'), orderNumber]];
  if (kind !== 'refund_rejected') {
    facts.push([translate(language, 'refund_mail_fare_total'), money(amounts.fareTotal)]);
    if (amounts.penalty) facts.push([translate(language, 'refund_mail_penalty'), money(amounts.penalty)]);
    if (amounts.agencyFee) facts.push([translate(language, 'refund_mail_agency_fee'), money(amounts.agencyFee)]);
  }
  return {
    subject,
    body: (
      <EmailLayout language={language} title={subject} preview={body}>
        <EmailHeading>{translate(language, `refund_mail_heading_${status}`)}</EmailHeading>
        {kind !== 'refund_rejected' ? (
          <EmailStatus tone={TONE[kind]}>
            {labelled(translate(language, 'refund_mail_amount'), language)}
            {money(amounts.amountBack)}
          </EmailStatus>
        ) : null}
        <EmailText>{body}</EmailText>
        <EmailFacts language={language} facts={facts} />
        {tickets.length ? (
          <>
            <EmailSubheading>{translate(language, 'refund_mail_tickets')}</EmailSubheading>
            {tickets.map((ticket) => (
              <EmailText key={ticket} style={{ margin: '0 0 6px' }}>
                {ticket}
              </EmailText>
            ))}
          </>
        ) : null}
        {staffNote ? (
          <>
            <EmailSubheading>{translate(language, 'refund_mail_staff_note')}</EmailSubheading>
            <EmailQuote text={staffNote} />
          </>
        ) : null}
        <EmailAction href={link} label={translate(language, 'mail_open_order')} language={language} />
        <EmailText style={{ margin: '18px 0 0' }}>{translate(language, 'mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}

export async function buildAftersalesEmail(
  ctx: BookingContext,
  kind: Kind,
  orderId: string,
  refId: string | null,
): Promise<EmailMessage | null> {
  const order = await findOrderById(ctx.db, orderId);
  const refund = refId ? await findRefund(ctx.db, refId) : null;
  if (!order || !refund) return null;
  const refunded = new Set(refund.passengers);
  const tickets = (await findOrderPassengers(ctx.db, order.id))
    .filter((p) => refunded.has(p.position))
    .map((p) => `${p.lastName} ${p.firstName}${p.ticketNumber ? ` · ${p.ticketNumber}` : ''}`);
  return renderEmail(
    order.contactEmail,
    refundEmail({
      language: isLanguage(order.language) ? order.language : 'ru',
      kind,
      orderNumber: order.number,
      orderLink: orderLink(ctx, order),
      tickets,
      amounts: {
        fareTotal: refund.fareTotal,
        penalty: refund.penalty,
        agencyFee: refund.agencyFee,
        amountBack: refund.amountBack,
      },
      staffNote: refund.staffNote,
    }),
  );
}

/** The outbox rows the after-sales module draws: the refund status emails. */
export const aftersalesOutboxRenderers: Readonly<Record<string, OutboxRenderer>> = Object.fromEntries(
  AFTERSALES_MAIL_KINDS.map((kind): [string, OutboxRenderer] => [
    kind,
    async (deps, row) => (row.orderId ? buildAftersalesEmail(deps.booking, kind, row.orderId, row.refId) : null),
  ]),
);
