/**
 * The Nikita SMS adapter against a local fake of the gateway's documented contract (XML over HTTP POST): what it
 * sends, how it reads the answers (namespaced XML), and how every failure becomes a transient or permanent error.
 * Nothing here knows it is a fake: pointed at the real gateway with real credentials these calls mean the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NikitaSmsSender, SmsSendError, smsSegments, toNikitaPhone } from '../src/providers/messaging/index.js';
import { NikitaFake } from './fakes/nikita-fake.js';

const fake = new NikitaFake({ invalidPhones: ['996555000007'] });
let url = '';
let next = 0;
/** A fresh id per send, as the outbox gives each row its own. */
const newId = () => `t${Date.now().toString(36)}${(next += 1)}`.slice(0, 12);
const sender = (overrides: Partial<ConstructorParameters<typeof NikitaSmsSender>[0]> = {}) =>
  new NikitaSmsSender({
    baseUrl: url,
    login: 'sapar',
    password: 'secret',
    sender: 'SAPAR.KG',
    timeoutMs: 500,
    ...overrides,
  });

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

beforeAll(async () => {
  url = await fake.start();
});
afterAll(() => fake.stop());

describe('Nikita SMS gateway adapter', () => {
  it('sends Cyrillic as UTF-8 XML with our id, the approved sender and the normalised phone', async () => {
    const id = newId();
    const text = 'Рейс KC-123 задержан до 18:40 <важно> & «срочно»';
    const receipt = await sender().send({ id, to: '+996 700 123 456', text });
    expect(receipt).toEqual({ providerMessageId: id, segments: 1, duplicate: false });
    const request = fake.requests.at(-1)!;
    expect(request.endpoint).toBe('/api/message');
    expect(request.contentType).toMatch(/^application\/xml/);
    expect(request.body).toContain(`<id>${id}</id>`);
    expect(request.body).toContain('<sender>SAPAR.KG</sender>');
    expect(request.body).toContain('<phone>996700123456</phone>');
    expect(request.body).toContain('&lt;важно&gt; &amp;');
    expect(fake.deliveries.filter((d) => d.id === id)).toEqual([{ id, phone: '996700123456', text }]);
  });

  it('reads the parts the gateway bills from its answer, the same count as our segment rule', async () => {
    const text = `Ваш рейс перенесён. ${'Подробности в письме. '.repeat(8)}`;
    const receipt = await sender().send({ id: newId(), to: '996550123456', text });
    expect(receipt.segments).toBe(smsSegments(text).parts.length);
    expect(receipt.segments).toBeGreaterThan(2);
  });

  it('never sends twice: a retry after a lost answer carries the same id and is answered as a duplicate', async () => {
    const id = newId();
    fake.fail('drop_answer');
    const lost = await failure(sender().send({ id, to: '996700111222', text: 'Код: 123456' }));
    expect(lost.kind).toBe('transient');
    const retry = await sender().send({ id, to: '996700111222', text: 'Код: 123456' });
    expect(retry).toMatchObject({ providerMessageId: id, duplicate: true });
    expect(fake.deliveries.filter((d) => d.id === id)).toHaveLength(1);
  });

  it('treats a refused login, an empty balance, a bad number, an unapproved sender as permanent, with the reason', async () => {
    const wrongLogin = await failure(
      sender({ password: 'wrong' }).send({ id: newId(), to: '996700123456', text: 'x' }),
    );
    expect(wrongLogin.kind).toBe('permanent');
    expect(wrongLogin.reason).toMatch(/^Nikita status 2: bad login or password/);

    const invalid = await failure(sender().send({ id: newId(), to: '996555000007', text: 'x' }));
    expect(invalid).toMatchObject({ kind: 'permanent' });
    expect(invalid.reason).toMatch(/^Nikita status 7: invalid phone number \(Неверный номер телефона\)/);

    const unapproved = await failure(sender({ sender: 'OTHER' }).send({ id: newId(), to: '996700123456', text: 'x' }));
    expect(unapproved.reason).toMatch(/^Nikita status 5/);

    const balance = fake.balance;
    fake.balance = 0;
    try {
      const broke = await failure(sender().send({ id: newId(), to: '996700123456', text: 'x' }));
      expect(broke.kind).toBe('permanent');
      expect(broke.reason).toMatch(/^Nikita status 4: insufficient funds/);
    } finally {
      fake.balance = balance;
    }
  });

  it('refuses before calling a number that is not Kyrgyz, and a text over 800 characters', async () => {
    const before = fake.requests.length;
    const foreign = await failure(sender().send({ id: newId(), to: '+7 912 345 67 89', text: 'x' }));
    expect(foreign).toMatchObject({ kind: 'permanent' });
    expect(foreign.reason).toContain('invalid phone number');
    const long = await failure(sender().send({ id: newId(), to: '996700123456', text: 'я'.repeat(801) }));
    expect(long.kind).toBe('permanent');
    expect(fake.requests.length).toBe(before);
    expect(toNikitaPhone('0700 123 456')).toBe('996700123456');
    expect(toNikitaPhone('+996 (555) 12-34-56')).toBe('996555123456');
  });

  it('treats 5xx, an answer that is not XML, a timeout and a busy gateway as transient', async () => {
    for (const fault of ['5xx', 'not_xml', 'timeout', 'busy'] as const) {
      fake.fail(fault);
      const error = await failure(sender().send({ id: newId(), to: '996700123456', text: 'x' }));
      expect(error.kind, fault).toBe('transient');
      expect(error.reason, fault).toMatch(
        { '5xx': /HTTP 502/, not_xml: /not an XML answer/, timeout: /no answer within 500 ms/, busy: /status 9/ }[
          fault
        ],
      );
    }
  });

  it('reads delivery reports by our id: none yet, queued, sent, delivered, or undelivered with the reason', async () => {
    const nikita = sender();
    expect(await nikita.checkDelivery('unknown1')).toBeNull();
    const id = newId();
    await nikita.send({ id, to: '996700123456', text: 'Рейс отменён' });
    expect(await nikita.checkDelivery(id)).toEqual({ status: 'queued', reason: null });
    expect(fake.requests.at(-1)!.body).toContain(`<dr><login>sapar</login><pwd>secret</pwd><id>${id}</id></dr>`);
    fake.report(id, 1);
    expect(await nikita.checkDelivery(id)).toEqual({ status: 'sent', reason: null });
    fake.report(id, 3);
    expect(await nikita.checkDelivery(id)).toEqual({ status: 'delivered', reason: null });
    fake.report(id, 4);
    expect(await nikita.checkDelivery(id)).toEqual({ status: 'undelivered', reason: 'Nikita report 4: not delivered' });
    fake.report(id, 6);
    expect(await nikita.checkDelivery(id)).toBeNull();
    fake.fail('5xx');
    expect((await failure(nikita.checkDelivery(id))).kind).toBe('transient');
    expect((await failure(sender({ password: 'no' }).checkDelivery(id))).kind).toBe('permanent');
  });
});
