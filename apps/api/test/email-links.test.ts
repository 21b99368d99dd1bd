/**
 * Links in an order's emails carry the order's language (`lng`, the web app's first choice), so a reader in Kyrgyz,
 * English, Turkish or Chinese opens the page in that language; Russian links say Russian too, whatever the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deliverOutbox } from './accounts-fixtures.js';
import { buyTicketed } from './aftersales-fixtures.js';
import { bookOne } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function accessLinkMail(language: string) {
  const { order } = await bookOne(ctx, { language });
  const number = order.order_number as string;
  const asked = await call(ctx, 'POST', `/api/booking/${number}/access/`, { email: 'buyer@example.com' });
  expect(asked.statusCode).toBe(202);
  await deliverOutbox(ctx);
  const mails = await ctx.app.messaging.outbox!.list({ to: 'buyer@example.com', limit: 50 });
  const mail = mails.find((m) => m.subject.includes(number));
  if (!mail) throw new Error(`no link mail for ${number}`);
  return { number, mail };
}

describe('links in order emails', () => {
  it.each(['ky', 'en', 'tr', 'zh', 'ru'])(
    'carry the order’s language (%s) and still open the order',
    async (language) => {
      const { number, mail } = await accessLinkMail(language);
      const href = new RegExp(`${ctx.config.publicUrl}/booking/${number}\\?\\S+`).exec(mail.text)?.[0];
      expect(href, mail.text).toBeDefined();
      const link = new URL(href!);
      expect(link.searchParams.get('lng')).toBe(language);
      expect(mail.html).toContain(`lng=${language}`);
      const opened = await call(ctx, 'GET', `/api/booking/${number}/?token=${link.searchParams.get('token')}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().order_number).toBe(number);
    },
  );

  it('the receipt link of a ticketed order carries its language too', async () => {
    const { orderNumber, orderToken } = await buyTicketed(ctx, { family: 'flex', days: 34, language: 'tr' });
    const read = await call(ctx, 'GET', `/api/booking/${orderNumber}/?token=${orderToken}`);
    expect(read.statusCode).toBe(200);
    const receipt = new URL(read.json().receipt_url as string);
    expect(receipt.searchParams.get('lng')).toBe('tr');
    const pdf = await ctx.app.inject({ method: 'GET', url: `${receipt.pathname}${receipt.search}` });
    expect(pdf.statusCode).toBe(200);
  });
});
