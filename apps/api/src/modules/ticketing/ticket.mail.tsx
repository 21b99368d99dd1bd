/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The ticket email: the whole trip as the traveller needs it at the airport — route, local dates and times,
 * flight numbers, baggage, passengers with their e-ticket numbers and the amount paid — with the links to
 * the order and its receipt. An exchange's email says which booking it replaces.
 */
import { formatDuration, formatMoney, formatTime, type Language, type Order, type Segment } from '@sapar/contracts';
import { translate } from '../../i18n/translate.js';
import {
  COLORS,
  EmailAction,
  EmailDivider,
  EmailHeading,
  EmailLayout,
  EmailLink,
  EmailNote,
  EmailReference,
  EmailSubheading,
  EmailText,
} from '../../shared/email/email-layout.js';
import { commaOf, formatRoute, labelled, letterDay } from '../../shared/email/email-format.js';
import type { EmailAttachment } from '../../providers/messaging/index.js';
import type { EmailContent } from '../../shared/email/render-email.js';
import { RECEIPT_COPY, type ReceiptCopy } from './receipt.copy.js';

export interface TicketEmailProps {
  language: Language;
  /** The order rendered in the buyer's language, ticketed. */
  order: Order;
  /** The order page with the order token. */
  orderLink: string;
  /** The order's exchange replaced this booking (its number), or null for a purchase. */
  replaces: string | null;
  /** The receipt PDF, attached. */
  receipt?: EmailAttachment;
}

const muted = { color: COLORS.muted };
const line = { fontSize: '15px', lineHeight: '22px', margin: '0 0 4px', color: COLORS.text };
const small = { fontSize: '13px', lineHeight: '20px', margin: '0 0 4px', color: COLORS.muted };

function SegmentBlock({ segment, language, copy }: { segment: Segment; language: Language; copy: ReceiptCopy }) {
  // 'Алматы (ALA)', or 'Москва (SVO), Шереметьево' where the airport has a name of its own.
  const place = (p: Segment['from']) =>
    p.airport && p.airport !== p.city
      ? `${p.city} (${p.code})${commaOf(language)}${p.airport}`
      : `${p.city} (${p.code})`;
  return (
    <div style={{ borderLeft: `3px solid ${COLORS.brand}`, padding: '2px 0 2px 12px', margin: '0 0 12px' }}>
      <p style={{ ...line, fontWeight: 700 }}>
        {segment.flight_number} · {segment.carrier.name}
      </p>
      <p style={line}>
        <span style={muted}>{labelled(copy.departure, language)}</span>
        <strong>{formatTime(segment.departure.local)}</strong>
        {commaOf(language)}
        {letterDay(segment.departure.local, language)}
        <br />
        {place(segment.from)}
      </p>
      <p style={line}>
        <span style={muted}>{labelled(copy.arrival, language)}</span>
        <strong>{formatTime(segment.arrival.local)}</strong>
        {commaOf(language)}
        {letterDay(segment.arrival.local, language)}
        <br />
        {place(segment.to)}
      </p>
      <p style={small}>
        {translate(language, 'ticket_mail_flight_time', { duration: formatDuration(segment.duration_min, language) })} ·{' '}
        {segment.aircraft.name}
      </p>
    </div>
  );
}

function Itinerary({ order, language, copy }: { order: Order; language: Language; copy: ReceiptCopy }) {
  return (
    <>
      {order.itinerary.map((ticket) => {
        const first = ticket.segments[0];
        const last = ticket.segments.at(-1);
        const baggage = ticket.baggage.included
          ? `${ticket.baggage.weight_kg ?? ''} ${copy.kg}`.trim()
          : copy.noBaggage;
        const refund = ticket.refund.allowed
          ? `${labelled(copy.refund, language)}${ticket.refund.fee ? formatMoney(ticket.refund.fee, language) : copy.free}`
          : copy.nonRefundable;
        const change = ticket.change.allowed
          ? `${labelled(copy.change, language)}${ticket.change.fee ? formatMoney(ticket.change.fee, language) : copy.free}`
          : copy.noChange;
        return (
          <div key={ticket.leg}>
            <EmailSubheading>
              {ticket.leg === 'there' ? copy.outbound : copy.inbound}
              {first && last ? ` · ${first.from.city} → ${last.to.city}` : ''}
            </EmailSubheading>
            {ticket.segments.map((segment, index) => (
              <div key={segment.flight_id}>
                {index > 0 && ticket.layovers[index - 1] ? (
                  <p style={{ ...small, margin: '0 0 12px 15px' }}>
                    {translate(language, 'ticket_mail_layover', {
                      city: ticket.layovers[index - 1]!.city,
                      duration: formatDuration(ticket.layovers[index - 1]!.duration_min, language),
                    })}
                  </p>
                ) : null}
                <SegmentBlock segment={segment} language={language} copy={copy} />
              </div>
            ))}
            <p style={line}>
              <span style={muted}>{labelled(copy.cabin, language)}</span>
              {copy.cabins[ticket.cabin]} · {copy.fares[ticket.fare_family]}
            </p>
            <p style={line}>
              <span style={muted}>{labelled(copy.baggage, language)}</span>
              {baggage} · <span style={muted}>{labelled(copy.handBaggage, language)}</span>
              {ticket.hand_baggage.weight_kg} {copy.kg}
            </p>
            <p style={{ ...small, margin: '0 0 8px' }}>
              {refund} · {change}
            </p>
          </div>
        );
      })}
    </>
  );
}

function Passengers({ order, language, copy }: { order: Order; language: Language; copy: ReceiptCopy }) {
  const tickets = new Map(order.tickets.map((t) => [t.passenger, t.number]));
  return (
    <>
      <EmailSubheading>{copy.passengers}</EmailSubheading>
      {order.passengers.map((p, index) => (
        <p key={index} style={{ ...line, margin: '0 0 10px' }}>
          <strong>
            {p.last_name} {p.first_name}
          </strong>{' '}
          <span style={muted}>
            ({copy.types[p.type]}
            {p.pensioner ? ', 65+' : ''})
          </span>
          <br />
          <span style={muted}>{labelled(copy.ticket, language)}</span>
          <strong style={{ letterSpacing: '0.5px' }}>{tickets.get(index) ?? '—'}</strong>
        </p>
      ))}
    </>
  );
}

export function ticketEmail({ language, order, orderLink, replaces, receipt }: TicketEmailProps): EmailContent {
  const copy = RECEIPT_COPY[language];
  const values = { number: order.order_number, previous: replaces ?? '' };
  const subject = translate(language, 'ticket_mail_subject', values);
  const route = formatRoute(order.itinerary);
  const heading = translate(language, replaces ? 'ticket_mail_exchange_heading' : 'ticket_mail_heading');
  return {
    subject,
    ...(receipt ? { attachments: [receipt] } : {}),
    body: (
      <EmailLayout language={language} title={subject} preview={`${labelled(heading, language)}${route}`}>
        <EmailHeading>{heading}</EmailHeading>
        <EmailText>
          {translate(language, replaces ? 'ticket_mail_exchange_intro' : 'ticket_mail_intro', values)}
        </EmailText>
        <EmailReference
          language={language}
          label={translate(language, 'mail_order_number')}
          value={order.order_number}
          detail={route}
        />
        <EmailAction href={orderLink} label={translate(language, 'mail_open_order')} language={language} />
        {order.receipt_url ? (
          <EmailLink href={order.receipt_url}>{translate(language, 'ticket_mail_receipt_link')}</EmailLink>
        ) : null}
        <EmailNote>{translate(language, 'ticket_mail_manage')}</EmailNote>
        <Itinerary order={order} language={language} copy={copy} />
        <Passengers order={order} language={language} copy={copy} />
        <EmailDivider />
        <p style={{ ...line, fontSize: '17px', margin: '0 0 16px' }}>
          <span style={muted}>{labelled(translate(language, 'ticket_mail_paid'), language)}</span>
          <strong>{formatMoney(order.total_price, language)}</strong>
        </p>
        <EmailNote>{copy.footer}</EmailNote>
        {receipt ? <EmailNote>{translate(language, 'ticket_mail_attached')}</EmailNote> : null}
        <EmailText style={{ margin: '18px 0 0' }}>{translate(language, 'mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}
