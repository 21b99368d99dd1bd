/** The staff API (/api/staff/) and the staff:create command's logic. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { STAFF_REQUESTS_PAGE_SIZE } from '@sapar/contracts';
import { insertServiceRequest } from '../src/modules/requests/requests.repository.js';
import { drawRequestNumber } from '../src/modules/requests/requests.service.js';
import { createStaffAccount, StaffAccountInputError } from '../src/modules/staff/staff-accounts.js';
import { findUserByEmail } from '../src/modules/users/users.repository.js';
import { inspectPgliteDir } from '../src/scripts/pglite-in-use.js';
import { call, PASSWORD, registerUser, signIn, uniqueEmail, type TestUser } from './accounts-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let staff: TestStaff;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await createStaff(ctx, ['agent']);
  customer = await registerUser(ctx);
});
afterAll(() => ctx.close());

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  call(ctx, method, url, payload, { token: staff.access, lang });

const outbox = async (to: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` })).json()
    .results as Array<{
    subject: string;
    text: string;
    html: string;
  }>;

const footer = (overrides: object = {}) => ({
  name: 'Нурлан',
  email: uniqueEmail('sender'),
  message: 'Хочу вернуть билет, планы изменились.',
  consent: true,
  order_number: 'Q9W8E7',
  ...overrides,
});

async function sendForm(kind: string, payload: object, lang: string): Promise<string> {
  const res = await call(ctx, 'POST', `/api/requests/${kind}/`, payload, { lang });
  if (res.statusCode !== 201) throw new Error(`${kind} form: ${res.statusCode} ${res.body}`);
  return res.json().request_number;
}

describe('staff routes: access', () => {
  const routes: Array<['GET' | 'POST', string, object?]> = [
    ['GET', '/api/staff/me/'],
    ['GET', '/api/staff/requests/'],
    ['GET', '/api/staff/requests/R-ABCDEF/'],
    ['POST', '/api/staff/requests/R-ABCDEF/answer/', { message: 'Hello' }],
    ['POST', '/api/staff/requests/R-ABCDEF/status/', { status: 'done' }],
  ];

  it('answers 401 without a valid token and 403 forbidden to a customer, before looking at the body', async () => {
    for (const [method, url, payload] of routes) {
      const anonymous = await call(ctx, method, url, payload, { lang: 'ru' });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Требуется вход в систему.', code: 'unauthorized' });
      expect((await call(ctx, method, url, payload, { authorization: 'JWT broken' })).statusCode, url).toBe(401);

      const forbidden = await call(ctx, method, url, { bogus: true }, { token: customer.access, lang: 'en' });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json()).toEqual({ detail: 'You do not have permission to do this.', code: 'forbidden' });
    }
  });

  it('GET /api/staff/me/ tells staff who they are, and nothing of the password', async () => {
    const res = await asStaff('GET', '/api/staff/me/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: staff.id,
      email: staff.email,
      is_staff: true,
      roles: ['agent'],
      mfa_enabled: true,
    });
  });

  it('documents the staff routes in OpenAPI under the staff tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [method, url] of [
      ['get', '/api/staff/me/'],
      ['get', '/api/staff/requests/'],
      ['get', '/api/staff/requests/{number}/'],
      ['post', '/api/staff/requests/{number}/answer/'],
      ['post', '/api/staff/requests/{number}/status/'],
      ['post', '/api/requests/appeal/'],
      ['post', '/api/requests/exchange/'],
      ['post', '/api/requests/refund/'],
    ] as const) {
      const operation = doc.paths[url]?.[method];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation.summary).toMatch(/.+/);
      expect(operation.tags).toEqual([url.startsWith('/api/staff/') ? 'staff' : 'requests']);
    }
    expect(doc.paths['/api/staff/requests/'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'assigned',
      'kind',
      'language',
      'page',
      'q',
      'sort',
      'status',
    ]);
  });
});

describe('staff: service requests', () => {
  it('lists requests of every kind, tour, rail and partner ones included, newest first', async () => {
    const tour = await sendForm(
      'tour',
      {
        name: 'Tour Person',
        phone: '+996700111222',
        email: '',
        consent: true,
        tour: 'issyk-kul-weekend',
        date: inDays(10),
        people: 2,
      },
      'ru',
    );
    const rail = await sendForm(
      'rail',
      {
        name: 'Rail Person',
        phone: '+996700111223',
        email: uniqueEmail('rail'),
        consent: true,
        route: 'bishkek-moscow',
        date: inDays(12),
        passengers: 1,
        class: 'kupe',
      },
      'en',
    );
    const partner = await sendForm(
      'partner',
      {
        name: 'Partner Person',
        phone: '+996700111224',
        email: uniqueEmail('partner'),
        consent: true,
        company: 'Ala-Too Travel',
        partnership: 'travel_agency',
      },
      'tr',
    );
    const appeal = await sendForm('appeal', footer({ topic: 'question', order_number: '' }), 'ky');
    const exchange = await sendForm('exchange', footer({ desired_date: inDays(15) }), 'zh');
    const refund = await sendForm('refund', footer(), 'en');

    const res = await asStaff('GET', '/api/staff/requests/?kind=&status=&q=&page=');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ page: 1, page_size: STAFF_REQUESTS_PAGE_SIZE });
    expect(list.count).toBeGreaterThanOrEqual(6);
    const numbers = list.results.map((r: { number: string }) => r.number);
    expect(numbers.slice(0, 6)).toEqual([refund, exchange, appeal, partner, rail, tour]);
    const byNumber = new Map(list.results.map((r: { number: string }) => [r.number, r]));
    expect(byNumber.get(tour)).toMatchObject({
      kind: 'tour',
      status: 'new',
      language: 'ru',
      email: null,
      phone: '+996700111222',
      order_number: null,
      handled_by: null,
    });
    expect(byNumber.get(rail)).toMatchObject({ kind: 'rail', language: 'en' });
    expect(byNumber.get(partner)).toMatchObject({ kind: 'partner', language: 'tr' });
    expect(byNumber.get(appeal)).toMatchObject({ kind: 'appeal', language: 'ky', order_number: null });
    expect(byNumber.get(exchange)).toMatchObject({ kind: 'exchange', language: 'zh', order_number: 'Q9W8E7' });
    expect(byNumber.get(refund)).toMatchObject({ kind: 'refund', language: 'en', order_number: 'Q9W8E7', phone: '' });
    expect(res.body).not.toMatch(/password|argon2/i);

    const detail = await asStaff('GET', `/api/staff/requests/${rail.toLowerCase()}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      number: rail,
      kind: 'rail',
      payload: { route: 'bishkek-moscow', class: 'kupe', passengers: 1 },
    });
    expect((await asStaff('GET', `/api/staff/requests/${exchange}/`)).json().payload).toMatchObject({
      desired_date: inDays(15),
    });
  });

  it('filters by kind, status and text, and pages', async () => {
    const email = uniqueEmail('filter');
    const appeal = await sendForm(
      'appeal',
      footer({
        email,
        topic: 'complaint',
        order_number: 'zx8c7v',
        message: 'The seat 14C was broken on the whole flight.',
      }),
      'en',
    );

    const kinds = (await asStaff('GET', '/api/staff/requests/?kind=appeal')).json();
    expect(kinds.results.length).toBeGreaterThan(0);
    expect(kinds.results.every((r: { kind: string }) => r.kind === 'appeal')).toBe(true);
    expect(kinds.count).toBe(kinds.results.length);

    for (const q of [email.toUpperCase(), 'ZX8C7V', 'zx8c', appeal, appeal.slice(2).toLowerCase(), 'seat 14c']) {
      const found = (await asStaff('GET', `/api/staff/requests/?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.results.map((r: { number: string }) => r.number),
        q,
      ).toEqual([appeal]);
    }
    // LIKE wildcards are taken literally.
    expect((await asStaff('GET', '/api/staff/requests/?q=%25')).json().count).toBe(0);
    expect((await asStaff('GET', '/api/staff/requests/?q=zx8c7v&kind=refund')).json().count).toBe(0);

    await asStaff('POST', `/api/staff/requests/${appeal}/status/`, { status: 'in_progress' });
    const inProgress = (await asStaff('GET', '/api/staff/requests/?status=in_progress&kind=appeal')).json();
    expect(inProgress.results.map((r: { number: string }) => r.number)).toEqual([appeal]);

    for (let i = 0; i < STAFF_REQUESTS_PAGE_SIZE + 2; i += 1) {
      await insertServiceRequest(ctx.database.db, {
        number: drawRequestNumber(),
        kind: 'partner',
        language: 'ru',
        name: `Paging ${i}`,
        phone: '+996700000000',
        email: null,
        payload: { company: 'Paging Co' },
      });
    }
    const first = (await asStaff('GET', '/api/staff/requests/?kind=partner&q=paging')).json();
    const second = (await asStaff('GET', '/api/staff/requests/?kind=partner&q=paging&page=2')).json();
    expect(first).toMatchObject({ count: STAFF_REQUESTS_PAGE_SIZE + 2, page: 1, total_pages: 2 });
    expect(first.results).toHaveLength(STAFF_REQUESTS_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, total_pages: 2 });
    expect(second.results).toHaveLength(2);
    const all = [...first.results, ...second.results].map((r: { number: string }) => r.number);
    expect(new Set(all).size).toBe(STAFF_REQUESTS_PAGE_SIZE + 2);

    for (const query of ['kind=hotel', 'status=open', 'page=0', 'page=x']) {
      const res = await asStaff('GET', `/api/staff/requests/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('answers 404 for an unknown request number', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/staff/requests/R-ZZZZZZ/'],
      ['POST', '/api/staff/requests/R-ZZZZZZ/answer/', { message: 'Hello' }],
      ['POST', '/api/staff/requests/R-ZZZZZZ/status/', { status: 'done' }],
    ] as const) {
      const res = await asStaff(method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Request not found.', code: 'not_found' });
    }
  });

  it("answering stores the answer and mails it to the sender in the request's language", async () => {
    const email = uniqueEmail('kyrgyz');
    const number = await sendForm('refund', footer({ email, name: 'Бакыт' }), 'ky');

    const res = await asStaff('POST', `/api/staff/requests/${number}/answer/`, {
      message: 'Билетиңиз кайтарылды.\n\nАкча 3 күндө келет.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json();
    expect(answered).toMatchObject({
      number,
      status: 'done',
      staff_answer: 'Билетиңиз кайтарылды.\n\nАкча 3 күндө келет.',
      handled_by: { id: staff.id, email: staff.email },
      email_status: 'sent',
      detail: `The answer is saved and emailed to ${email}.`,
    });
    expect(Date.parse(answered.answered_at)).toBeGreaterThan(Date.now() - 60_000);

    const [mail] = await outbox(email);
    expect(mail!.subject).toBe(`Sapar: ${number} арызы боюнча жооп`);
    expect(mail!.text).toContain('Саламатсызбы, Бакыт!');
    expect(mail!.text).toContain(number);
    expect(mail!.text).toContain('Билетиңиз кайтарылды.');
    // Staff's paragraphs stay paragraphs.
    expect(mail!.html).toMatch(/<p[^>]*>Акча 3 күндө келет\.<\/p>/);

    const stored = (await asStaff('GET', `/api/staff/requests/${number}/`)).json();
    expect(stored).toMatchObject({
      status: 'done',
      staff_answer: answered.staff_answer,
      handled_by: { email: staff.email },
    });
  });

  it('answering again keeps the latest answer and mails each one (Chinese)', async () => {
    const email = uniqueEmail('chinese');
    const number = await sendForm('exchange', footer({ email, name: '王伟' }), 'zh');
    const first = await asStaff('POST', `/api/staff/requests/${number}/answer/`, {
      message: '我们正在处理。',
      status: 'in_progress',
    });
    expect(first.json()).toMatchObject({ status: 'in_progress', email_status: 'sent' });
    const second = await asStaff(
      'POST',
      `/api/staff/requests/${number}/answer/`,
      { message: '已为您改签到新的日期。' },
      'zh',
    );
    expect(second.json()).toMatchObject({
      status: 'done',
      staff_answer: '已为您改签到新的日期。',
      detail: `答复已保存并发送至 ${email}。`,
    });

    const mails = (await outbox(email)).filter((m) => m.subject.includes('答复'));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`Sapar：关于申请 ${number} 的答复`);
    expect(mails[0]!.text).toContain('王伟，您好！');
    expect(mails[0]!.text).toContain('已为您改签到新的日期。');
    expect(mails[1]!.text).toContain('我们正在处理。');
  });

  it('a request without email: the answer is stored only, and the answer says so with the phone', async () => {
    const number = await sendForm(
      'tour',
      {
        name: 'No Mail',
        phone: '+996555123456',
        email: '',
        consent: true,
        tour: 'issyk-kul-weekend',
        date: inDays(9),
        people: 1,
      },
      'ru',
    );
    const send = vi.spyOn(ctx.app.messaging.mailer, 'send');
    try {
      const res = await asStaff(
        'POST',
        `/api/staff/requests/${number}/answer/`,
        { message: 'Перезвонили, тур забронирован.' },
        'ru',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email_status: 'no_email',
        staff_answer: 'Перезвонили, тур забронирован.',
        status: 'done',
      });
      expect(res.json().detail).toContain('+996555123456');
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  it('a mail server failure keeps the answer and says it was not sent', async () => {
    const number = await sendForm('appeal', footer({ topic: 'question' }), 'en');
    const send = vi.spyOn(ctx.app.messaging.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    try {
      const res = await asStaff('POST', `/api/staff/requests/${number}/answer/`, { message: 'Yes, you can.' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email_status: 'failed', staff_answer: 'Yes, you can.' });
      expect(res.json().detail).toMatch(/could not be sent/);
    } finally {
      send.mockRestore();
    }
  });

  it('refuses an empty answer, a status of new or an unknown one', async () => {
    const number = await sendForm('refund', footer(), 'en');
    for (const body of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(5001) },
      { message: 'ok', status: 'new' },
      { message: 'ok', status: 'archived' },
    ]) {
      const res = await asStaff('POST', `/api/staff/requests/${number}/answer/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await asStaff('GET', `/api/staff/requests/${number}/`)).json()).toMatchObject({
      status: 'new',
      staff_answer: null,
      answered_at: null,
    });
  });

  it('moves a request between statuses, mailing nothing', async () => {
    const email = uniqueEmail('status');
    const number = await sendForm('appeal', footer({ email, topic: 'suggestion' }), 'en');
    for (const status of ['in_progress', 'done', 'cancelled', 'new'] as const) {
      const res = await asStaff('POST', `/api/staff/requests/${number}/status/`, { status });
      expect(res.statusCode, status).toBe(200);
      expect(res.json()).toMatchObject({ number, status, handled_by: { id: staff.id }, staff_answer: null });
    }
    expect(await outbox(email)).toHaveLength(1); // the acknowledgement only
    const bad = await asStaff('POST', `/api/staff/requests/${number}/status/`, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toMatch(/.+/);
  });
});

describe('createStaffAccount (npm run staff:create)', () => {
  it('creates a staff account with a generated strong password that signs in', async () => {
    const email = uniqueEmail('new-staff');
    const result = await createStaffAccount(ctx.database.db, { email: `  ${email.toUpperCase()} ` });
    expect(result).toMatchObject({ outcome: 'created', email, isPasswordGenerated: true });
    if (result.outcome !== 'created') throw new Error('not created');
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await findUserByEmail(ctx.database.db, email);
    expect(row).toMatchObject({ isStaff: true, isActive: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await signIn(ctx, email, result.password);
    expect(login.statusCode).toBe(200);
    // The first admin: every staff route asks for the second factor first.
    const me = await call(ctx, 'GET', '/api/staff/me/', undefined, { token: login.json().access });
    expect(me.statusCode).toBe(403);
    expect(me.json().code).toBe('mfa_setup_required');
    expect(
      await ctx.database.db.execute(sql`select roles from staff_member where user_id = ${result.userId}`),
    ).toMatchObject({ rows: [{ roles: ['admin'] }] });
  });

  it('promotes an existing account, which keeps its password and its session', async () => {
    const user = await registerUser(ctx);
    expect((await call(ctx, 'GET', '/api/staff/me/', undefined, { token: user.access })).statusCode).toBe(403);
    const result = await createStaffAccount(ctx.database.db, { email: user.email, password: 'ignored-password' });
    expect(result).toEqual({ outcome: 'promoted', userId: user.id, email: user.email, isActive: true });
    // The role is read on every request: the token issued before reaches the enrolment at once.
    expect((await call(ctx, 'GET', '/api/staff/me/', undefined, { token: user.access })).json().code).toBe(
      'mfa_setup_required',
    );
    expect((await call(ctx, 'POST', '/api/staff/mfa/setup/', undefined, { token: user.access })).statusCode).toBe(200);
    expect((await signIn(ctx, user.email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx, user.email, 'ignored-password')).statusCode).not.toBe(200);

    expect(await createStaffAccount(ctx.database.db, { email: user.email })).toMatchObject({
      outcome: 'already_staff',
      userId: user.id,
    });
  });

  it('refuses a bad email or a weak password and creates nothing', async () => {
    for (const email of ['', 'not-an-email', 'a@b', 'two@@example.kg', 'x'.repeat(250) + '@example.kg']) {
      await expect(createStaffAccount(ctx.database.db, { email }), email).rejects.toThrow(StaffAccountInputError);
    }
    const email = uniqueEmail('weak');
    for (const password of ['short', '1234567890', email]) {
      await expect(createStaffAccount(ctx.database.db, { email, password }), password).rejects.toThrow(
        StaffAccountInputError,
      );
    }
    expect(await findUserByEmail(ctx.database.db, email)).toBeNull();
  });
});

describe('inspectPgliteDir (staff:create refuses a database the server has open)', () => {
  // Linux tells through /proc which process holds the files; elsewhere the answer is 'unknown'.
  it.skipIf(!existsSync('/proc/self/fd'))(
    'tells a database open in another process from a closed or crashed one',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'sapar-pglite-lock-'));
      const pgliteDir = path.join(dir, 'pg');
      let holder: ChildProcess | undefined;
      try {
        expect(inspectPgliteDir(pgliteDir)).toEqual({ state: 'free' });
        // Another process opens it, as the server would.
        const child = spawn(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            // From the tests' snapshot: a new data directory would take seconds to initialise.
            `import { readFileSync } from 'node:fs';
           import { PGlite } from '@electric-sql/pglite';
           const loadDataDir = new Blob([readFileSync(${JSON.stringify(inject('pgliteSnapshotPath'))})]);
           const db = await PGlite.create({ dataDir: ${JSON.stringify(pgliteDir)}, loadDataDir });
           await db.query('select 1');
           console.log('ready');
           process.stdin.on('end', async () => { await db.close(); process.exit(0); });
           process.stdin.resume();`,
          ],
          { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['pipe', 'pipe', 'inherit'] },
        );
        holder = child;
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
          child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
        });
        expect(inspectPgliteDir(pgliteDir)).toEqual({ state: 'in_use', pid: child.pid });
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.stdin.end();
        await exited;
        expect(inspectPgliteDir(pgliteDir)).toEqual({ state: 'free' });

        // A crash leaves postmaster.pid behind, held by nobody.
        await writeFile(path.join(pgliteDir, 'postmaster.pid'), '-42\n/pglite/data\n');
        expect(inspectPgliteDir(pgliteDir)).toEqual({ state: 'stale' });
        expect(inspectPgliteDir(pgliteDir, { procDir: path.join(dir, 'no-proc') })).toEqual({ state: 'unknown' });
      } finally {
        if (holder && holder.exitCode === null) holder.kill();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
