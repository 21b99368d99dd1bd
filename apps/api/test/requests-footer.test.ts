/** The footer forms: appeal, exchange and refund requests anyone may send, handled by staff. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_NUMBER_PATTERN } from '@sapar/contracts';
import { findServiceRequest, listServiceRequests } from '../src/modules/requests/requests.repository.js';
import { letterDay } from '../src/shared/email/email-format.js';
import { call, nextIp, registerUser, uniqueEmail } from './accounts-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type FooterForm = 'appeal' | 'exchange' | 'refund';

const outbox = async (to: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` })).json()
    .results as Array<{
    subject: string;
    text: string;
    html: string;
  }>;

const countRequests = async () => (await listServiceRequests(ctx.app.db, 10_000)).length;

const base = (overrides: object = {}) => ({
  name: 'Айгуль Токтогулова',
  email: uniqueEmail('footer'),
  phone: '+996700123456',
  message: 'Прошу помочь с моим билетом, пожалуйста.',
  consent: true,
  ...overrides,
});
const FORMS: Record<FooterForm, (overrides?: object) => Record<string, unknown>> = {
  appeal: (overrides = {}) => base({ topic: 'question', order_number: 'k7m2qx', ...overrides }),
  exchange: (overrides = {}) => base({ order_number: 'K7M2QX', desired_date: inDays(20), ...overrides }),
  refund: (overrides = {}) => base({ order_number: 'K7M2QX', ...overrides }),
};

const send = (
  form: FooterForm,
  payload: object,
  options: { lang?: string; ip?: string; token?: string; authorization?: string } = {},
) => call(ctx, 'POST', `/api/requests/${form}/`, payload, options);

describe('POST /api/requests/appeal/', () => {
  it('stores the appeal with the order number in upper case and acknowledges it in Kyrgyz', async () => {
    const form = FORMS.appeal({ topic: 'complaint', order_number: ' k7m2qx ' });
    const res = await send('appeal', form, { lang: 'ky' });
    expect(res.statusCode, res.body).toBe(201);
    const { request_number: number, detail } = res.json();
    expect(number).toMatch(REQUEST_NUMBER_PATTERN);
    expect(detail).toContain(number);
    expect(detail).toContain('кабыл алынды');

    const stored = await findServiceRequest(ctx.app.db, number);
    expect(stored).toMatchObject({
      kind: 'appeal',
      status: 'new',
      language: 'ky',
      email: form.email,
      phone: '+996700123456',
      orderNumber: 'K7M2QX',
      userId: null,
      staffAnswer: null,
    });
    expect(stored!.payload).toEqual({ topic: 'complaint', message: form.message });

    const [mail] = await outbox(form.email as string);
    expect(mail!.subject).toBe(`Sapar: ${number} кайрылуусу кабыл алынды`);
    expect(mail!.text).toContain(number);
    expect(mail!.text).toContain('Кайрылуу');
    expect(mail!.text).toContain('Тема: даттануу');
    expect(mail!.text).toContain('Буйрутманын номери: K7M2QX');
    expect(mail!.text).toContain('кат менен жооп берет');
    // The sender's own text is not echoed to whatever address was typed in.
    expect(mail!.text).not.toContain(form.message);
    expect(mail!.html).toContain('lang="ky"');
  });

  it('takes an appeal without an order number or phone', async () => {
    const form = FORMS.appeal({ order_number: '', phone: '', topic: 'suggestion' });
    const res = await send('appeal', form, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await findServiceRequest(ctx.app.db, res.json().request_number);
    expect(stored).toMatchObject({ orderNumber: null, phone: '', language: 'en' });
    const [mail] = await outbox(form.email as string);
    expect(mail!.subject).toBe(`Sapar: message ${res.json().request_number} received`);
    expect(mail!.text).toContain('Topic: suggestion');
    expect(mail!.text).not.toContain('Booking reference');
    expect(mail!.text).not.toContain('Phone');
    expect(mail!.text).toContain('answer you by email');
  });
});

describe('POST /api/requests/exchange/', () => {
  it('stores the exchange request with its desired date and acknowledges it in Chinese', async () => {
    const desiredDate = inDays(30);
    const form = FORMS.exchange({ order_number: 'abc234', desired_date: desiredDate });
    const res = await send('exchange', form, { lang: 'zh-CN' });
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().request_number as string;
    expect(res.json().detail).toBe(`申请 ${number} 已收到。我们将在工作时间与您联系。`);

    const stored = await findServiceRequest(ctx.app.db, number);
    expect(stored).toMatchObject({ kind: 'exchange', language: 'zh', orderNumber: 'ABC234' });
    expect(stored!.payload).toEqual({ message: form.message, desired_date: desiredDate });

    const [mail] = await outbox(form.email as string);
    expect(mail!.subject).toBe(`Sapar：申请 ${number} 已受理`);
    expect(mail!.text).toContain('改签申请');
    expect(mail!.text).toContain(number);
    // Chinese labels take a full-width colon; the date is written the Chinese way.
    expect(mail!.text).toContain('订单号：ABC234');
    expect(mail!.text).toContain(`希望日期：${letterDay(desiredDate, 'zh', false)}`);
    expect(mail!.text).toMatch(/希望日期：\d{4}年\d{1,2}月\d{1,2}日/);
    expect(mail!.text).toContain('通过电子邮件回复');
    expect(mail!.html).toContain('lang="zh-CN"');
  });

  it('takes an exchange request without a desired date', async () => {
    const form = FORMS.exchange({ desired_date: '' });
    const res = await send('exchange', form, { lang: 'ru' });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await findServiceRequest(ctx.app.db, res.json().request_number);
    expect(stored!.payload).toEqual({ message: form.message, desired_date: '' });
    const [mail] = await outbox(form.email as string);
    expect(mail!.text).toContain('Заявка на обмен билета');
    expect(mail!.text).not.toContain('Желаемая дата');
  });

  it('refuses a desired date in the past or a year ahead', async () => {
    const before = await countRequests();
    for (const [date, message] of [
      [inDays(-1), /past/],
      [inDays(400), /year/],
      ['2026-02-30', /.+/],
    ] as const) {
      const res = await send('exchange', FORMS.exchange({ desired_date: date }), { lang: 'en' });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors?.desired_date).toMatch(message);
    }
    expect(await countRequests()).toBe(before);
  });
});

describe('POST /api/requests/refund/', () => {
  it('stores the refund request, acknowledged in Turkish, linked to the signed-in sender', async () => {
    const user = await registerUser(ctx);
    const form = FORMS.refund({ email: user.email });
    const res = await send('refund', form, { lang: 'tr', token: user.access });
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().request_number as string;
    expect(await findServiceRequest(ctx.app.db, number)).toMatchObject({
      kind: 'refund',
      userId: user.id,
      orderNumber: 'K7M2QX',
    });
    const [mail] = (await outbox(user.email)).filter((m) => m.subject.includes(number));
    expect(mail!.subject).toBe(`Sapar: ${number} numaralı talebiniz alındı`);
    expect(mail!.text).toContain('Bilet iadesi talebi');
    expect(mail!.text).toContain('Rezervasyon numarası: K7M2QX');
  });

  it('stores the request without an account when the token is expired or broken', async () => {
    for (const authorization of ['JWT not-a-token', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x', 'Basic abc']) {
      const res = await send('refund', FORMS.refund(), { authorization });
      expect(res.statusCode, authorization).toBe(201);
      expect(await findServiceRequest(ctx.app.db, res.json().request_number)).toMatchObject({
        kind: 'refund',
        userId: null,
      });
    }
  });
});

describe('footer forms: protection', () => {
  it.each(['appeal', 'exchange', 'refund'] as const)(
    '%s: bad input answers 400 per field and changes nothing',
    async (form) => {
      const before = await countRequests();
      const cases: Array<[object, string]> = [
        [{ email: 'not-an-email' }, 'email'],
        [{ email: undefined }, 'email'],
        [{ message: 'too short' }, 'message'],
        [{ message: 'x'.repeat(2001) }, 'message'],
        [{ consent: false }, 'consent'],
        [{ consent: undefined }, 'consent'],
        [{ name: ' ' }, 'name'],
        [{ phone: '12345' }, 'phone'],
        [{ order_number: 'K7M2Q' }, 'order_number'],
        [{ order_number: 'K7M2Q0' }, 'order_number'],
        [{ order_number: 'K7-2QX' }, 'order_number'],
      ];
      if (form !== 'appeal')
        cases.push([{ order_number: '' }, 'order_number'], [{ order_number: undefined }, 'order_number']);
      if (form === 'appeal') cases.push([{ topic: 'praise' }, 'topic']);
      for (const [overrides, field] of cases) {
        const email = uniqueEmail('invalid');
        const res = await send(form, FORMS[form]({ email, ...overrides }), { lang: 'ru' });
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        const body = res.json();
        expect(body.code).toBe('validation_failed');
        expect(body.errors?.[field], JSON.stringify(body)).toMatch(/.+/);
        expect(await outbox(email)).toEqual([]);
      }
      const badOrder = await send(form, FORMS[form]({ order_number: 'K7M2Q' }), { lang: 'en' });
      expect(badOrder.json().errors.order_number).toBe(
        'The booking reference is 6 Latin letters and digits, e.g. K7M2QX',
      );
      expect(await countRequests()).toBe(before);
    },
  );

  it.each(['appeal', 'exchange', 'refund'] as const)(
    '%s: a filled-in honeypot answers 201 but stores and sends nothing',
    async (form) => {
      const before = await countRequests();
      const email = uniqueEmail('bot');
      const res = await send(form, FORMS[form]({ email, homepage: 'http://spam.example' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().request_number).toMatch(REQUEST_NUMBER_PATTERN);
      expect(await findServiceRequest(ctx.app.db, res.json().request_number)).toBeNull();
      expect(await countRequests()).toBe(before);
      expect(await outbox(email)).toEqual([]);
    },
  );

  it.each(['appeal', 'exchange', 'refund'] as const)('%s: one client may send five a minute', async (form) => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(form, FORMS[form](), { ip })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(form, FORMS[form](), { ip, lang: 'en' });
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    // Another client is not affected.
    expect((await send(form, FORMS[form]())).statusCode).toBe(201);
  });
});
