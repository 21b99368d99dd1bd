/**
 * The itinerary receipt: a PDF in the buyer's language with the order number, passengers and their
 * e-ticket numbers, every segment in local times, baggage, fare terms, the price and a QR code of
 * the order link. pdfkit does not fall back between fonts, so each line picks its font by script:
 * DejaVu Sans (Latin, Cyrillic, Kyrgyz ң ө ү) or Noto Sans SC (Chinese). Fonts are subset per document.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { COMPANY, formatMoney, formatMoment, formatTime, type Language, type Order } from '@sapar/contracts';
import { orderLink, renderOrder, type BookingContext } from '../booking/index.js';
import { CJK_TEXT, PDF_FONTS } from '../../shared/pdf-fonts.js';
import { RECEIPT_COPY, type ReceiptCopy } from './receipt.copy.js';
import { letterDay } from '../../shared/email/email-format.js';
import { type OrderPassengerRow, type OrderRow } from '../orders/index.js';

export async function renderReceiptPdf(
  ctx: BookingContext,
  row: OrderRow,
  passengers: readonly OrderPassengerRow[],
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const language = row.language as Language;
  const order = renderOrder(ctx, row, passengers, language);
  const copy = RECEIPT_COPY[language];
  const qr = await QRCode.toBuffer(orderLink(ctx, row), {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  return drawReceipt(order, language, copy, qr, options.compress ?? true);
}

/** A flight's local time with its offset: '08:40, вт, 14 июля 2026 г. (UTC+06:00)'. */
const localTime = (local: string, offset: string, language: Language) =>
  `${formatTime(local)}, ${letterDay(local, language)} (UTC${offset})`;

function drawReceipt(
  order: Order,
  language: Language,
  copy: ReceiptCopy,
  qr: Buffer,
  compress: boolean,
): Promise<Buffer> {
  // Amounts read as in the emails and the site: '25 400 сом', '25,400 som', '25,400 索姆'.
  const money = (amount: number) => formatMoney(amount, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress,
    info: { Title: `${copy.title} ${order.order_number}`, Author: COMPANY.legalName.en },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', PDF_FONTS.regular());
  doc.registerFont('bold', PDF_FONTS.bold());
  let cjkRegistered = false;
  const write = (
    text: string,
    size: number,
    weight: 'regular' | 'bold' = 'regular',
    options: PDFKit.Mixins.TextOptions = {},
  ) => {
    if (CJK_TEXT.test(text)) {
      if (!cjkRegistered) doc.registerFont('cjk', PDF_FONTS.cjk());
      cjkRegistered = true;
      doc.font('cjk');
    } else {
      doc.font(weight);
    }
    doc.fontSize(size).text(text, options);
  };

  const left = doc.page.margins.left;
  doc.image(qr, doc.page.width - doc.page.margins.right - 100, 40, { width: 100 });
  write(COMPANY.brand, 18, 'bold');
  write(copy.title, 14, 'bold');
  doc.moveDown(0.5);
  write(`${copy.orderNumber}: ${order.order_number}`, 13, 'bold');
  write(`${copy.status}: ${copy.statuses[order.status] ?? order.status}`, 10);
  write(`${copy.issued}: ${formatMoment(order.created_at, language)}`, 10);
  doc.moveDown();

  write(copy.passengers, 12, 'bold');
  const tickets = new Map(order.tickets.map((t) => [t.passenger, t.number]));
  order.passengers.forEach((p, i) => {
    write(
      `${i + 1}. ${p.last_name} ${p.first_name} (${copy.types[p.type]}${p.pensioner ? ', 65+' : ''}) · ${copy.document}: ${p.document_number}`,
      10,
    );
    write(`    ${copy.ticket}: ${tickets.get(i) ?? '—'}`, 10, 'bold');
  });
  doc.moveDown();

  write(copy.itinerary, 12, 'bold');
  for (const ticket of order.itinerary) {
    write(ticket.leg === 'there' ? copy.outbound : copy.inbound, 11, 'bold');
    for (const s of ticket.segments) {
      write(`${s.flight_number} · ${s.carrier.name} · ${s.aircraft.name}`, 10, 'bold');
      write(
        `  ${copy.departure}: ${s.from.city} (${s.from.code}), ${s.from.airport} — ${localTime(s.departure.local, s.departure.utc_offset, language)}`,
        9,
      );
      write(
        `  ${copy.arrival}: ${s.to.city} (${s.to.code}), ${s.to.airport} — ${localTime(s.arrival.local, s.arrival.utc_offset, language)}`,
        9,
      );
    }
    const baggage = ticket.baggage.included ? `${ticket.baggage.weight_kg} ${copy.kg}` : copy.noBaggage;
    write(
      `  ${copy.cabin}: ${copy.cabins[ticket.cabin]} / ${copy.fares[ticket.fare_family]} · ${copy.baggage}: ${baggage} · ${copy.handBaggage}: ${ticket.hand_baggage.weight_kg} ${copy.kg}`,
      9,
    );
    const refund = ticket.refund.allowed
      ? `${copy.refund}: ${ticket.refund.fee ? money(ticket.refund.fee) : copy.free}`
      : copy.nonRefundable;
    const change = ticket.change.allowed
      ? `${copy.change}: ${ticket.change.fee ? money(ticket.change.fee) : copy.free}`
      : copy.noChange;
    write(`  ${refund} · ${change}`, 9);
    doc.moveDown(0.5);
  }

  write(copy.price, 12, 'bold');
  for (const line of order.breakdown) {
    write(
      `${line.leg === 'there' ? copy.outbound : copy.inbound} · ${copy.types[line.type]}${line.pensioner ? ' 65+' : ''} × ${line.count}: ${money(line.amount)}`,
      9,
    );
  }
  write(`${copy.total}: ${money(order.total_price)}`, 12, 'bold');
  doc.moveDown();

  doc.x = left;
  write(copy.contacts, 10, 'bold');
  write(`${COMPANY.legalName[language]} · ${COMPANY.address[language]}`, 9);
  write(`${COMPANY.phone} · ${COMPANY.email} · ${COMPANY.hours[language]}`, 9);
  write(copy.footer, 8);
  doc.end();
  return done;
}
