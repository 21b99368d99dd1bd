/** Orders as the API answers them in Russian (GET /booking/{n}/): the whole order and the masked summary. */
import type { OrderDetail, OrderSummary } from '@sapar/contracts';
import { makeTicket } from './flights';

export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order_number: 'ABC234',
    status: 'ticketed',
    created_at: '2030-11-01T08:00:00.000Z',
    payment_deadline: '2030-11-01T08:20:00.000Z',
    time_limit: 0,
    total_price: 40_000,
    currency: 'KGS',
    breakdown: [
      { type: 'ADLT', pensioner: false, with_seat: true, count: 2, unit_amount: 20_000, amount: 40_000, leg: 'there' },
    ],
    contact: { email: 'aida@example.kg', phone: '+996555123456' },
    passengers: [
      {
        type: 'ADLT',
        with_seat: true,
        pensioner: false,
        first_name: 'AIDA',
        last_name: 'ASANOVA',
        gender: 'female',
        birth_date: '1990-05-15',
        citizenship: 'KG',
        document_type: 'international_passport',
        document_number: 'AC1234567',
        document_expiry: '2032-02-01',
      },
      {
        type: 'ADLT',
        with_seat: true,
        pensioner: false,
        first_name: 'NURLAN',
        last_name: 'ASANOV',
        gender: 'male',
        birth_date: '1988-01-20',
        citizenship: 'KG',
        document_type: 'international_passport',
        document_number: 'AC7654321',
        document_expiry: '2032-02-01',
      },
    ],
    itinerary: [makeTicket({ id: 'T1', departure: '2030-12-20T23:40', arrival: '2030-12-21T01:50' })],
    tickets: [
      { passenger: 0, first_name: 'AIDA', last_name: 'ASANOVA', number: '1234567890123' },
      { passenger: 1, first_name: 'NURLAN', last_name: 'ASANOV', number: '1234567890124' },
    ],
    receipt_url: 'http://localhost:3000/api/booking/ABC234/receipt.pdf?token=t',
    kind: 'purchase',
    exchange_of: null,
    exchanged_to: null,
    groups: ['active', 'exchangeable'],
    ticket_statuses: [
      { passenger: 0, status: 'issued' },
      { passenger: 1, status: 'issued' },
    ],
    actions: { refund: true, exchange: true, exchange_request: false, receipt: true },
    timeline: [
      { at: '2030-11-01T08:00:00.000Z', event: 'booked', detail: 'Заказ оформлен' },
      { at: '2030-11-01T08:05:00.000Z', event: 'paid', detail: 'Оплачено 40000 сом' },
    ],
    refunds: [],
    ...overrides,
  };
}

/** What the reference plus the contact email shows to anyone without the token. */
export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    summary: true,
    order_number: 'ABC234',
    status: 'ticketed',
    created_at: '2030-11-01T08:00:00.000Z',
    passengers_count: 2,
    itinerary: [makeTicket({ id: 'T1', departure: '2030-12-20T23:40', arrival: '2030-12-21T01:50' })],
    contact: { email: 'a***@example.kg', phone: '+996 *** *** 456' },
    ...overrides,
  };
}
