/**
 * One sample of every email kind, in any language, with the facts each must show. The email tests check
 * the facts in the HTML and the plain text; scripts/render-emails.ts renders the same samples to HTML
 * files and screenshots them. The trip is a realistic one: Bishkek → Almaty → Istanbul and back direct.
 */
import {
  COMPANY,
  formatDayAndTime,
  formatMoney,
  OTP_PURPOSES,
  type Language,
  type Order,
  type Segment,
} from '@sapar/contracts';
import { refundEmail } from '../src/modules/aftersales/aftersales.mail.js';
import { orderAccessEmail } from '../src/modules/booking/order-access.mail.js';
import { disruptionEmail } from '../src/modules/disruption/disruption.mail.js';
import { AIRLINES_BY_CODE } from '../src/modules/flights/data/airlines.js';
import { AIRPORTS_BY_CODE } from '../src/modules/flights/data/locations.js';
import { requestEmail, staffAnswerEmail, RAIL_ROUTE_NAMES } from '../src/modules/requests/requests.mail.js';
import { staffInviteEmail } from '../src/modules/staff/staff-invite.mail.js';
import { RECEIPT_COPY } from '../src/modules/ticketing/receipt.copy.js';
import { ticketEmail } from '../src/modules/ticketing/ticket.mail.js';
import { otpEmail } from '../src/modules/users/users.mail.js';
import { labelled } from '../src/shared/email/email-format.js';
import type { EmailContent } from '../src/shared/email/render-email.js';

export interface EmailSample {
  /** 'ticket', 'refund_completed', 'request_rail'…: also the file name of its preview. */
  kind: string;
  content: EmailContent;
  /** Text both parts must contain. */
  facts: string[];
}

const PUBLIC_URL = 'https://sapar.kg';
const TOKEN = '1s3x0k2.Zm9vYmFyYmF6cXV4';
export const SAMPLE_ORDER_LINK = `${PUBLIC_URL}/booking/K7M2QX?token=${TOKEN}`;
export const SAMPLE_RECEIPT_LINK = `${PUBLIC_URL}/api/booking/K7M2QX/receipt.pdf?token=${TOKEN}`;

function segment(
  language: Language,
  flight: string,
  from: string,
  to: string,
  departure: string,
  arrival: string,
  durationMin: number,
  offsets: [string, string],
): Segment {
  const place = (code: string) => {
    const airport = AIRPORTS_BY_CODE.get(code)!;
    return {
      code,
      city: airport.city[language] ?? airport.city.ru,
      airport: airport.name[language] ?? airport.name.ru,
      country_code: airport.country,
    };
  };
  const carrier = flight.slice(0, 2);
  return {
    flight_id: `${flight}-${departure}`,
    carrier: { code: carrier, name: AIRLINES_BY_CODE.get(carrier)!.name[language] ?? carrier },
    flight_number: flight,
    from: place(from),
    to: place(to),
    departure: { local: departure, utc_offset: offsets[0], utc: `${departure}:00${offsets[0]}` },
    arrival: { local: arrival, utc_offset: offsets[1], utc: `${arrival}:00${offsets[1]}` },
    duration_min: durationMin,
    aircraft: { code: '321', name: 'Airbus A321' },
  };
}

export function sampleOrder(language: Language): Order {
  const fare = {
    refund: { allowed: true, fee: 3500 },
    change: { allowed: true, fee: 2000 },
    non_refundable: false,
    seats_left: 9,
  };
  const price = (total: number) => ({ total, currency: 'KGS' as const, breakdown: [] });
  return {
    order_number: 'K7M2QX',
    status: 'ticketed',
    created_at: '2026-06-20T09:12:00.000Z',
    payment_deadline: '2026-06-20T09:32:00.000Z',
    time_limit: 0,
    total_price: 84600,
    currency: 'KGS',
    breakdown: [],
    contact: { email: 'aigerim@example.kg', phone: '+996 700 123 456' },
    passengers: [
      {
        type: 'ADLT',
        with_seat: true,
        pensioner: false,
        first_name: 'AIGERIM',
        last_name: 'ASANOVA',
        gender: 'female',
        birth_date: '1990-04-12',
        citizenship: 'KG',
        document_type: 'passport_kg',
        document_number: 'AC1234567',
        document_expiry: '2031-01-01',
      },
      {
        type: 'CHLD',
        with_seat: true,
        pensioner: false,
        first_name: 'TIMUR',
        last_name: 'ASANOV',
        gender: 'male',
        birth_date: '2018-09-01',
        citizenship: 'KG',
        document_type: 'passport_kg',
        document_number: 'AC7654321',
        document_expiry: '2031-01-01',
      },
    ],
    itinerary: [
      {
        id: 'offer-there',
        leg: 'there',
        segments: [
          segment(language, 'KC 110', 'BSZ', 'ALA', '2026-07-14T07:40', '2026-07-14T07:35', 55, ['+06:00', '+05:00']),
          segment(language, 'TK 351', 'ALA', 'IST', '2026-07-14T10:05', '2026-07-14T13:10', 365, ['+05:00', '+03:00']),
        ],
        layovers: [
          { airport: 'ALA', city: AIRPORTS_BY_CODE.get('ALA')!.city[language] ?? 'Алматы', duration_min: 150 },
        ],
        stops: 1,
        duration_min: 630,
        cabin: 'ekonom',
        fare_family: 'standard',
        baggage: { included: true, weight_kg: 23 },
        hand_baggage: { weight_kg: 8 },
        ...fare,
        price: price(44100),
      },
      {
        id: 'offer-back',
        leg: 'back',
        segments: [
          segment(language, 'TK 346', 'IST', 'BSZ', '2026-07-28T19:25', '2026-07-29T04:10', 345, ['+03:00', '+06:00']),
        ],
        layovers: [],
        stops: 0,
        duration_min: 345,
        cabin: 'ekonom',
        fare_family: 'standard',
        baggage: { included: false, weight_kg: null },
        hand_baggage: { weight_kg: 8 },
        ...fare,
        price: price(40500),
      },
    ],
    tickets: [
      { passenger: 0, first_name: 'AIGERIM', last_name: 'ASANOVA', number: '6954200000123' },
      { passenger: 1, first_name: 'TIMUR', last_name: 'ASANOV', number: '6954200000124' },
    ],
    receipt_url: SAMPLE_RECEIPT_LINK,
  };
}

export function emailSamples(language: Language): EmailSample[] {
  const copy = RECEIPT_COPY[language];
  const order = sampleOrder(language);
  const [first, second] = order.itinerary[0]!.segments;
  const back = order.itinerary[1]!.segments[0]!;
  const pdf = { filename: 'sapar-K7M2QX.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 sample') };
  const ticketFacts = [
    order.order_number,
    `${first!.from.city} → ${second!.to.city} → ${back.to.city}`,
    ...[first!, second!, back].flatMap((s) => [
      s.flight_number,
      s.departure.local.slice(11),
      s.arrival.local.slice(11),
      s.from.city,
    ]),
    labelled(copy.baggage, language),
    `23 ${copy.kg}`,
    copy.noBaggage,
    `8 ${copy.kg}`,
    'ASANOVA AIGERIM',
    'ASANOV TIMUR',
    '6954200000123',
    '6954200000124',
    formatMoney(84600, language),
    SAMPLE_ORDER_LINK,
    SAMPLE_RECEIPT_LINK,
  ];
  const refund = (
    kind: 'refund_requested' | 'refund_completed' | 'refund_rejected',
    staffNote: string | null,
  ): EmailSample => ({
    kind,
    content: refundEmail({
      language,
      kind,
      orderNumber: 'K7M2QX',
      orderLink: SAMPLE_ORDER_LINK,
      tickets: ['ASANOVA AIGERIM · 6954200000123'],
      amounts: { fareTotal: 44100, penalty: 3500, agencyFee: 500, amountBack: 40100 },
      staffNote,
    }),
    facts: [
      'K7M2QX',
      '6954200000123',
      SAMPLE_ORDER_LINK,
      ...(kind === 'refund_rejected' ? [] : [formatMoney(40100, language)]),
      ...(staffNote ? [staffNote] : []),
    ],
  });
  return [
    ...OTP_PURPOSES.map((purpose) => ({
      kind: `otp_${purpose}`,
      content: otpEmail({ language, purpose, code: '042042' }),
      facts: ['042042', '10'],
    })),
    {
      kind: 'ticket',
      content: ticketEmail({ language, order, orderLink: SAMPLE_ORDER_LINK, replaces: null, receipt: pdf }),
      facts: ticketFacts,
    },
    {
      kind: 'ticket_exchange',
      content: ticketEmail({ language, order, orderLink: SAMPLE_ORDER_LINK, replaces: 'P3R8WD', receipt: pdf }),
      facts: [...ticketFacts, 'P3R8WD'],
    },
    ...(['cancelled', 'retimed'] as const).map((kind) => ({
      kind: `disruption_${kind}`,
      content: disruptionEmail({
        language,
        kind,
        orderNumber: 'K7M2QX',
        orderLink: SAMPLE_ORDER_LINK,
        flight: {
          id: '4512',
          flight_number: 'QH 201',
          origin: 'BSZ',
          destination: 'OSS',
          departure: '2026-01-14T02:40:00.000Z',
          arrival: '2026-01-14T03:40:00.000Z',
          departure_local: '2026-01-14 08:40',
          arrival_local: '2026-01-14 09:40',
        },
        newDeparture: kind === 'retimed' ? '2026-01-14 12:10' : null,
        reason: 'Fog at Manas',
      }),
      facts: [
        'K7M2QX',
        'QH 201',
        // Dates in the reader's language ('14 янв. 2026 г., 08:40'), never as the database writes them.
        formatDayAndTime('2026-01-14T08:40', language),
        'Fog at Manas',
        SAMPLE_ORDER_LINK,
        ...(kind === 'retimed' ? [formatDayAndTime('2026-01-14T12:10', language)] : []),
      ],
    })),
    {
      kind: 'order_access_link',
      content: orderAccessEmail({
        language,
        orderNumber: 'K7M2QX',
        orderLink: SAMPLE_ORDER_LINK,
        route: `${first!.from.city} → ${second!.to.city}`,
      }),
      facts: ['K7M2QX', SAMPLE_ORDER_LINK, second!.to.city],
    },
    {
      kind: 'staff_invite',
      content: staffInviteEmail({ language, link: `${PUBLIC_URL}/staff/accept?token=${TOKEN}` }),
      facts: [`${PUBLIC_URL}/staff/accept?token=${TOKEN}`, '72'],
    },
    refund('refund_requested', null),
    refund('refund_completed', null),
    refund('refund_rejected', 'The fare was bought on a promotion.'),
    {
      kind: 'request_tour',
      content: requestEmail({
        language,
        number: 'R-K7M2QX',
        phone: '+996 700 123 456',
        details: { kind: 'tour', tourTitle: 'Issyk-Kul: 3 days', date: '2026-07-14', people: 3 },
      }),
      facts: ['R-K7M2QX', 'Issyk-Kul: 3 days', '+996 700 123 456'],
    },
    {
      kind: 'request_rail',
      content: requestEmail({
        language,
        number: 'R-W4N8PT',
        phone: '',
        details: { kind: 'rail', route: 'bishkek-moscow', date: '2026-08-02', passengers: 2, railClass: 'kupe' },
      }),
      facts: ['R-W4N8PT', RAIL_ROUTE_NAMES['bishkek-moscow'][language]],
    },
    {
      kind: 'request_partner',
      content: requestEmail({
        language,
        number: 'R-B3C5DE',
        phone: '+996 555 000 111',
        details: { kind: 'partner', company: 'Nomad Tours LLC', partnership: 'travel_agency' },
      }),
      facts: ['R-B3C5DE', 'Nomad Tours LLC'],
    },
    {
      kind: 'request_appeal',
      content: requestEmail({
        language,
        number: 'R-F6G7H8',
        phone: '',
        details: { kind: 'appeal', topic: 'question', orderNumber: 'K7M2QX' },
      }),
      facts: ['R-F6G7H8', 'K7M2QX'],
    },
    {
      kind: 'request_exchange',
      content: requestEmail({
        language,
        number: 'R-J9K2M3',
        phone: '',
        details: { kind: 'exchange', orderNumber: 'K7M2QX', desiredDate: '2026-07-20' },
      }),
      facts: ['R-J9K2M3', 'K7M2QX'],
    },
    {
      kind: 'request_refund',
      content: requestEmail({
        language,
        number: 'R-N4P5Q6',
        phone: '',
        details: { kind: 'refund', orderNumber: 'K7M2QX' },
      }),
      facts: ['R-N4P5Q6', 'K7M2QX'],
    },
    {
      kind: 'staff_answer',
      content: staffAnswerEmail(language, {
        number: 'R-J9K2M3',
        kind: 'exchange',
        name: 'Aigerim',
        message: 'We have moved your flight to 20 July.\nThe new ticket is in your booking.\n\nHave a good trip!',
      }),
      facts: ['R-J9K2M3', 'Aigerim', 'We have moved your flight to 20 July.', 'Have a good trip!'],
    },
  ];
}

/** What the layout's footer must show in every email. */
export const footerFacts = (language: Language) => [
  COMPANY.phone,
  COMPANY.email,
  COMPANY.address[language],
  COMPANY.hours[language],
];
