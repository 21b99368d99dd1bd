/**
 * An exchange order's payment confirmation racing a disruption rebook of the order it would change, on two API
 * processes sharing PostgreSQL. Each trial: a ticketed order, an exchange to a later date waiting for its payment
 * (the code sent), its flight cancelled by ops; then at the same moment the traveller confirms the exchange's code on
 * one process and answers the disruption with a rebook on the other. Whatever wins, the order ends exchanged once:
 * either the exchange is paid (one charge) and the rebook refused, or the rebook goes through and the exchange order
 * expires with no charge at the bank (the sandbox's charge table) and nothing refunded. Seats move exactly once on
 * every flight involved, and the reconciliation finds every charge matched.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/users/access-token.js';
import {
  call,
  findOffer,
  loggedErrors,
  outboxCode,
  outboxOf,
  startCluster,
  START_TIMEOUT_MS,
  type Answer,
  type ApiProcess,
  type ProcessCluster,
} from './api-processes.js';
import { adult, bookingBody, inDays } from './booking-fixtures.js';
import { TEST_DATABASE_URL } from './helper.js';

const TRIALS = 50;
// Orders per cancelled flight: each group of trials shares one flight and its disruption.
const PER_FLIGHT = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => sleep(Math.floor(Math.random() * ms));

interface Prepared {
  orderNumber: string;
  token: Record<string, string>;
  exchangeOrder: string;
  exchangeToken: Record<string, string>;
  paymentId: string;
  code: string;
  newFlight: number;
}
interface Trial extends Prepared {
  confirm: Answer;
  rebook: Answer;
}

describe.skipIf(!TEST_DATABASE_URL)('an exchange payment racing a disruption rebook, two API processes', () => {
  let cluster: ProcessCluster;
  beforeAll(
    async () => {
      // Behind one proxy (TRUST_PROXY=1): each trial's traveller comes from an address of their own, as in production,
      // so the per-address limits (exchange quotes, held seats) count each traveller apart.
      cluster = await startCluster(TEST_DATABASE_URL!, 2, { TRUST_PROXY: '1' });
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  async function agentAuth() {
    const [staff] = await cluster.query<{ id: string }>(
      `insert into app_user (email, password_hash, is_staff) values ('ops-${randomUUID()}@sapar.kg', 'x', true) returning id`,
    );
    await cluster.query(
      `insert into staff_member (user_id, roles, mfa_enabled_at) values ($1, array['agent'], now())`,
      [staff!.id],
    );
    const sessionId = randomUUID();
    await cluster.query(
      `insert into refresh_token (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [staff!.id, sessionId, randomUUID()],
    );
    return {
      authorization: `JWT ${await signAccessToken(cluster.jwtSecret, { userId: staff!.id, tokenVersion: 0, sessionId })}`,
    };
  }

  /** Pays `orderNumber` through the MBank flow on `api` (the code read from either process's outbox). */
  async function startPayment(api: ApiProcess, orderNumber: string, token: Record<string, string>, phone: string) {
    const started = await call(
      api,
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: orderNumber, phone },
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const code = await outboxCode(cluster.apis.map(outboxOf), phone);
    expect(code).toBeDefined();
    return { paymentId: started.body.payment_id as string, code: code! };
  }

  /** A ticketed order on the searched flight, and its exchange to `newDate` waiting for payment with its code sent. */
  async function prepare(
    api: ApiProcess,
    search: { id: string; ticket: string; when: string },
    newDate: string,
    n: number,
  ): Promise<Prepared> {
    const from = { 'x-forwarded-for': `10.7.${Math.floor(n / 200)}.${(n % 200) + 1}` };
    const body = bookingBody(search.id, search.ticket, [adult(search.when)]);
    let booked = await call(api, 'POST', '/api/booking/', body, { ...from, 'idempotency-key': randomUUID() });
    // Seats sold by earlier trials move the fare: accept the new total, as the buyer would.
    // (Orders booked side by side may move it again between the two requests.)
    for (let retry = 0; retry < 3 && booked.status === 409 && booked.body.code === 'price_changed'; retry += 1)
      booked = await call(
        api,
        'POST',
        '/api/booking/',
        { ...body, accept_price: booked.body.total_price },
        { ...from, 'idempotency-key': randomUUID() },
      );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const orderNumber = booked.body.order_number as string;
    const token = { ...from, 'x-order-token': booked.body.order_token as string };
    const bought = await startPayment(api, orderNumber, token, `+996703${String(300000 + n).slice(-6)}`);
    const paid = await call(
      api,
      'POST',
      '/api/payments/mbank/otp/confirm/',
      { payment_id: bought.paymentId, code: bought.code },
      token,
    );
    expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ status: 'paid', order_status: 'ticketed' });

    const quote = await call(
      api,
      'POST',
      '/api/booking/exchange/',
      { order_number: orderNumber, new_date: newDate },
      token,
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const option = (
      quote.body.options as { option_id: string; total_due: number; ticket: { segments: { flight_id: string }[] } }[]
    ).find((o) => o.total_due > 0 && o.ticket.segments.length === 1);
    expect(option, JSON.stringify(quote.body.options)).toBeDefined();
    const exchanged = await call(
      api,
      'POST',
      `/api/booking/exchange/${quote.body.exchange_id}/confirm/`,
      { option_id: option!.option_id },
      token,
    );
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    const exchangeOrder = exchanged.body.order_number as string;
    const exchangeToken = { ...from, 'x-order-token': exchanged.body.order_token as string };
    const { paymentId, code } = await startPayment(
      api,
      exchangeOrder,
      exchangeToken,
      `+996704${String(400000 + n).slice(-6)}`,
    );
    return {
      orderNumber,
      token,
      exchangeOrder,
      exchangeToken,
      paymentId,
      code,
      newFlight: Number(option!.ticket.segments[0]!.flight_id),
    };
  }

  /**
   * Seats sold and held on these flights, and what the live orders hold there (the legs of an expired or cancelled
   * order stay as its record; its seats went back when it closed).
   */
  const seatsOf = async (ids: number[]) =>
    new Map(
      (
        await cluster.query<{ id: number; sold: number; held: number; total: number; legs: number }>(
          `select c.flight_id as id, c.seats_sold as sold, c.seats_held as held, c.seats_total as total,
                  (select coalesce(sum(l.seats), 0)::int from order_leg l join "order" o on o.id = l.order_id
                    where l.flight_id = c.flight_id and l.cabin = c.cabin and o.status not in ('expired', 'cancelled')) as legs
             from flight_cabin c where c.flight_id = any($1::int[]) and c.cabin = 'economy'`,
          [ids],
        )
      ).map((r) => [Number(r.id), r]),
    );

  it(`${TRIALS} trials: no charge for an exchange order that ends unpaid, reconciliation unmatched: []`, async () => {
    const apis = cluster.apis as [ApiProcess, ApiProcess];
    const on = (k: number) => apis[k % 2]!;
    const staff = await agentAuth();
    const trials: Trial[] = [];
    const seatErrors: string[] = [];
    for (let group = 0; group * PER_FLIGHT < TRIALS; group += 1) {
      // Flights 8 days apart: the rebook choices (3 days either side) of one group are never another group's flight,
      // and the exchanges go to dates far from all of them.
      const when = inDays(40 + 8 * group);
      const newDate = inDays(130 + group);
      const searched = await call(on(group), 'POST', '/api/flights/search/', {
        type: 'one_way',
        city_from: 'BSZ',
        city_to: 'OSS',
        when_date: when,
        back_date: null,
        passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
      });
      expect(searched.status, JSON.stringify(searched.body)).toBe(200);
      const ticket = await findOffer(
        on(group),
        searched.body.search_id,
        (t) => t.segments.length === 1 && t.fare_family === 'standard',
      );
      expect(ticket).toBeDefined();
      const flightId = Number(ticket!.segments[0]!.flight_id);
      const search = { id: searched.body.search_id as string, ticket: ticket!.id, when };
      const count = Math.min(PER_FLIGHT, TRIALS - group * PER_FLIGHT);
      // The orders of a group are prepared side by side, on both processes (the search is shared through Redis).
      const prepared = await Promise.all(
        Array.from({ length: count }, (_, i) => prepare(on(i), search, newDate, group * PER_FLIGHT + i)),
      );

      const cancelled = await call(
        on(group + 1),
        'POST',
        `/api/staff/flights/${flightId}/status/`,
        { status: 'cancelled', reason: 'Fog' },
        staff,
      );
      expect(cancelled.body, JSON.stringify(cancelled.body)).toMatchObject({
        status: 'cancelled',
        notified_orders: count,
      });

      const rebookTo: string[] = [];
      for (const order of prepared) {
        const view = await call(apis[0], 'GET', `/api/booking/${order.orderNumber}/`, undefined, order.token);
        expect(view.status, JSON.stringify(view.body)).toBe(200);
        const options = view.body.disruption.options as { id: string }[];
        expect(options.length).toBeGreaterThan(0);
        rebookTo.push(options[Math.floor(Math.random() * options.length)]!.id);
      }
      const flights = [...new Set([flightId, ...prepared.map((p) => p.newFlight), ...rebookTo.map(Number)])];
      const before = await seatsOf(flights);

      for (const [i, order] of prepared.entries()) {
        const n = group * PER_FLIGHT + i;
        // The confirmation on one process, the rebook on the other, swapping sides every trial.
        const [confirmOn, rebookOn] = n % 2 === 0 ? [apis[0], apis[1]] : [apis[1], apis[0]];
        const [confirm, rebook] = await Promise.all([
          jitter(40).then(() =>
            call(
              confirmOn,
              'POST',
              '/api/payments/mbank/otp/confirm/',
              { payment_id: order.paymentId, code: order.code },
              order.exchangeToken,
            ),
          ),
          jitter(40).then(() =>
            call(
              rebookOn,
              'POST',
              `/api/booking/${order.orderNumber}/disruption/`,
              { choice: 'rebook', flight: rebookTo[i] },
              order.token,
            ),
          ),
        ]);
        trials.push({ ...order, confirm, rebook });
      }

      // Seats moved exactly once on every flight of the group: what was sold changed by what the orders hold changed.
      const after = await seatsOf(flights);
      for (const id of flights) {
        const [b, a] = [before.get(id)!, after.get(id)!];
        if (a.sold - b.sold !== a.legs - b.legs || a.sold < 0 || a.sold > a.total || a.held < 0 || a.held > a.sold)
          seatErrors.push(`flight ${id}: before ${JSON.stringify(b)}, after ${JSON.stringify(a)}`);
      }
      expect(after.get(flightId)!.legs, `cancelled flight ${flightId}`).toBe(0);
    }

    const errors = loggedErrors(apis);
    const fates = await cluster.query<{
      exchange_order: string;
      exchange_status: string;
      order_status: string;
      answer: string;
      charges: number;
      refunded: number;
      money_back: number;
      kept_wrongly: number;
      order_refunds: number;
      ticketed_successors: number;
    }>(
      `select x.number as exchange_order, x.status as exchange_status, o.status as order_status, d.status as answer,
              (select count(*)::int from payment p join mbank_sandbox_charge c on c.reference::text = p.provider_reference
                where p.order_id = x.id and c.charged_at is not null) as charges,
              (select count(*)::int from payment p join mbank_sandbox_charge c on c.reference::text = p.provider_reference
                where p.order_id = x.id and c.status = 'refunded') as refunded,
              (select coalesce(sum(p.refunded_amount), 0)::int from payment p where p.order_id in (x.id, o.id)) as money_back,
              (select count(*)::int from payment p where p.order_id = x.id
                and p.failure_reason in ('payment_late_refunded', 'payment_duplicate_refunded', 'payment_amount_mismatch')) as kept_wrongly,
              (select count(*)::int from order_refund r where r.order_id in (x.id, o.id)) as order_refunds,
              (select count(*)::int from "order" n where n.exchange_of = o.id and n.status = 'ticketed') as ticketed_successors
         from "order" x join "order" o on o.id = x.exchange_of join disruption_order d on d.order_id = o.id
        where x.number = any($1::text[])`,
      [trials.map((t) => t.exchangeOrder)],
    );
    const fateOf = new Map(fates.map((f) => [f.exchange_order, f]));
    const paidFirst = fates.filter((f) => f.exchange_status === 'ticketed');
    const unpaid = fates.filter((f) => f.exchange_status !== 'ticketed');
    const chargedUnpaid = unpaid.filter((f) => f.charges > 0);
    const waited = trials.filter(
      (t) => t.rebook.status === 409 && t.rebook.body?.code === 'payment_in_progress',
    ).length;
    process.stdout.write(
      `exchange confirm vs disruption rebook, two processes: trials ${trials.length}, exchange paid first ${paidFirst.length}` +
        ` (rebook told payment_in_progress ${waited}), rebook first ${unpaid.length}, charges on unpaid exchange orders ${chargedUnpaid.length}\n`,
    );
    expect(fates).toHaveLength(trials.length);
    expect(seatErrors).toEqual([]);
    expect(chargedUnpaid, errors).toEqual([]);
    // Nothing refunded: neither exchange order nor the order it would change got money back.
    expect(
      fates.filter((f) => f.refunded > 0 || f.money_back > 0 || f.kept_wrongly > 0 || f.order_refunds > 0),
    ).toEqual([]);
    // The order was exchanged once: by the paid exchange (one charge) or by the rebook (the exchange order expired).
    const why = (f: (typeof fates)[number]) => {
      const t = trials.find((x) => x.exchangeOrder === f.exchange_order)!;
      return `${JSON.stringify(f)} confirm ${t.confirm.api} ${t.confirm.status} ${JSON.stringify(t.confirm.body)} rebook ${t.rebook.api} ${t.rebook.status} ${JSON.stringify(t.rebook.body)}\n${errors}`;
    };
    for (const f of fates) {
      expect(f.order_status, why(f)).toBe('exchanged');
      expect(f.ticketed_successors, why(f)).toBe(1);
      if (f.exchange_status === 'ticketed') {
        expect(f.charges, why(f)).toBe(1);
        expect(f.answer, why(f)).not.toBe('rebooked');
      } else {
        expect(f.exchange_status, why(f)).toBe('expired');
        expect(f.answer, why(f)).toBe('rebooked');
      }
    }
    // Both outcomes happened (a race that one side always wins proves little).
    expect(paidFirst.length).toBeGreaterThan(0);
    expect(unpaid.length).toBeGreaterThan(0);

    for (const trial of trials) {
      const fate = fateOf.get(trial.exchangeOrder)!;
      const { confirm, rebook } = trial;
      if (fate.exchange_status === 'ticketed') {
        // The exchange won: paid; the rebook waited for the bank or found the order already exchanged.
        expect(confirm.body, why(fate)).toMatchObject({ status: 'paid', order_status: 'ticketed' });
        expect(rebook.status, why(fate)).toBe(409);
        expect(rebook.body.code, why(fate)).toMatch(
          /^(payment_in_progress|disruption_not_open|disruption_already_answered)$/,
        );
      } else {
        // The rebook won; the code came too late: the exchange's 410, in words.
        expect(rebook.status, why(fate)).toBe(200);
        expect(rebook.body, why(fate)).toMatchObject({ choice: 'rebook', status: 'rebooked' });
        expect(confirm.status, why(fate)).toBe(410);
        expect(confirm.body, why(fate)).toMatchObject({ code: 'order_expired', detail: expect.any(String) });
      }
    }

    const report = await call(
      apis[1],
      'GET',
      `/api/staff/payments/reconciliation/?date_from=${inDays(-1)}&date_to=${inDays(1)}`,
      undefined,
      staff,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    process.stdout.write(
      `exchange confirm vs disruption rebook, reconciliation: charges ${report.body.charges}, matched ${report.body.matched}, unmatched ${report.body.unmatched.length}\n`,
    );
    expect(report.body.unmatched).toEqual([]);
    expect(report.body.charges).toBe(report.body.matched);
    // One charge for each ticket bought, one for each exchange paid.
    expect(report.body.charges).toBe(trials.length + paidFirst.length);
  }, 900_000);
});
