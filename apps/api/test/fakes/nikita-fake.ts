/**
 * A local stand-in for Nikita's SMS gateway (smspro.nikita.kg), a real HTTP server on 127.0.0.1 with a random
 * port, written from its contract: POST `/api/message` and `/api/dr`, one XML document each (login and pwd inside),
 * answers HTTP 200 `<response xmlns="http://Giper.mobi/schema/Message">` with an integer `<status>`.
 *
 * Send: 1 bad request (id not 1-12 [A-Za-z0-9], no/too many phones, empty or >800 characters), 2 wrong login or
 * password, 4 balance below the parts it would cost, 5 sender not approved, 6 a stop-word, 7 a phone that is not
 * 996XXXXXXXXX or is listed as invalid, 9 when told to be busy, 10 an id seen before (never sent again: the ledger
 * keeps one delivery per id), 11 `<test>1</test>`. `smscnt` counts parts 160/153 (GSM-7) or 70/67 (UCS-2).
 * Reports: every accepted phone starts at report 0; the test moves it (`report(id, code)`); `/dr` answers 4 for an
 * unknown id. Transport faults for the next request(s): HTTP 500 with HTML, a body that is not XML, no answer at
 * all (a timeout), or a lost answer after the message was taken (`drop_answer`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type NikitaFault = '5xx' | 'not_xml' | 'timeout' | 'drop_answer' | 'busy';

export interface NikitaFakeMessage {
  id: string;
  sender: string;
  text: string;
  phones: string[];
  smscnt: number;
  /** Per phone: the report code `/dr` answers (0 queued … 3 delivered …). */
  reports: Map<string, number>;
}

export interface NikitaFakeOptions {
  login?: string;
  password?: string;
  senders?: string[];
  /** SMS parts the account can still pay for. */
  balance?: number;
  /** Phones of the right form the operator does not know (answered 7). */
  invalidPhones?: string[];
  stopWords?: string[];
}

/** GSM-7 as the contract describes it: any other character makes the text UCS-2. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;
function partsOf(text: string): number {
  const length = [...text].length;
  const [single, part] = GSM7.test(text) ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

/** The text of each element of that local name, in order (namespace prefixes ignored). */
function texts(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`, 'g');
  return [...xml.matchAll(pattern)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const bishkekTime = (date: Date) =>
  new Date(date.getTime() + 6 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

export class NikitaFake {
  readonly messages = new Map<string, NikitaFakeMessage>();
  /** Every request the fake answered or dropped, for assertions on what was sent. */
  readonly requests: Array<{ endpoint: string; body: string; contentType: string | undefined }> = [];
  /** SMS actually handed to the operators: one entry per accepted id and phone, never more. */
  readonly deliveries: Array<{ id: string; phone: string; text: string }> = [];
  balance: number;
  private faults: NikitaFault[] = [];
  private readonly server: http.Server;
  private readonly options: Required<Omit<NikitaFakeOptions, 'balance'>>;

  constructor(options: NikitaFakeOptions = {}) {
    this.options = {
      login: options.login ?? 'sapar',
      password: options.password ?? 'secret',
      senders: options.senders ?? ['SAPAR.KG'],
      invalidPhones: options.invalidPhones ?? [],
      stopWords: options.stopWords ?? [],
    };
    this.balance = options.balance ?? 1000;
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` requests meet this fault. */
  fail(fault: NikitaFault, count = 1): void {
    for (let i = 0; i < count; i += 1) this.faults.push(fault);
  }

  /** Moves the report of a message (all its phones, or one). */
  report(id: string, code: number, phone?: string): void {
    const message = this.messages.get(id);
    if (!message) throw new Error(`no message ${id}`);
    for (const p of phone ? [phone] : message.phones) message.reports.set(p, code);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    const endpoint = (req.url ?? '').replace(/\?.*$/, '');
    this.requests.push({ endpoint, body, contentType: req.headers['content-type'] });
    const fault = this.faults.shift();
    if (fault === 'timeout') return; // never answered, not processed
    if (fault === '5xx') {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    if (fault === 'not_xml') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Service temporarily unavailable');
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const ok = (xml: string) =>
      res
        .writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
        .end(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`);
    if (endpoint === '/api/message') {
      const answer = fault === 'busy' ? this.busy(body) : this.send(body);
      if (fault === 'drop_answer') {
        req.socket.destroy();
        return;
      }
      ok(answer);
      return;
    }
    if (endpoint === '/api/dr') {
      ok(this.dr(body));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not Found</html>');
  }

  private answer(id: string, status: number, phones = 0, smscnt = 0, message = ''): string {
    return (
      `<response xmlns="http://Giper.mobi/schema/Message"><id>${escape(id)}</id><status>${status}</status>` +
      `<phones>${phones}</phones><smscnt>${smscnt}</smscnt>${message ? `<message>${escape(message)}</message>` : ''}</response>`
    );
  }

  private busy(body: string): string {
    return this.answer(texts(body, 'id')[0] ?? '', 9, 0, 0, 'Превышение времени обработки запроса');
  }

  private send(body: string): string {
    const id = texts(body, 'id')[0] ?? '';
    const [login] = texts(body, 'login');
    const [pwd] = texts(body, 'pwd');
    const [sender] = texts(body, 'sender');
    const [text] = texts(body, 'text');
    const phones = texts(body, 'phone');
    const test = texts(body, 'test')[0] === '1';
    if (login !== this.options.login || pwd !== this.options.password)
      return this.answer(id, 2, 0, 0, 'Неверный логин или пароль');
    if (!/^[A-Za-z0-9]{1,12}$/.test(id) || !text || [...text].length > 800 || phones.length < 1 || phones.length > 50)
      return this.answer(id, 1, 0, 0, 'Ошибка формата запроса');
    if (this.messages.has(id)) return this.answer(id, 10, 0, 0, 'Повторный id: сообщение уже отправлено');
    if (!sender || !this.options.senders.includes(sender))
      return this.answer(id, 5, 0, 0, 'Имя отправителя не согласовано');
    if (this.options.stopWords.some((word) => text.toLowerCase().includes(word)))
      return this.answer(id, 6, 0, 0, 'Сообщение заблокировано по стоп-словам');
    const numbers = phones.map((p) => p.replace(/^\+/, ''));
    if (numbers.some((p) => !/^996\d{9}$/.test(p) || this.options.invalidPhones.includes(p)))
      return this.answer(id, 7, 0, 0, 'Неверный номер телефона');
    const smscnt = partsOf(text);
    if (test) return this.answer(id, 11, numbers.length, smscnt);
    if (this.balance < numbers.length * smscnt) return this.answer(id, 4, 0, 0, 'Недостаточно средств');
    this.balance -= numbers.length * smscnt;
    this.messages.set(id, {
      id,
      sender,
      text,
      phones: numbers,
      smscnt,
      reports: new Map(numbers.map((p) => [p, 0])),
    });
    for (const phone of numbers) this.deliveries.push({ id, phone, text });
    return this.answer(id, 0, numbers.length, smscnt);
  }

  private dr(body: string): string {
    const [login] = texts(body, 'login');
    const [pwd] = texts(body, 'pwd');
    if (login !== this.options.login || pwd !== this.options.password) return '<response><status>2</status></response>';
    const id = texts(body, 'id')[0] ?? '';
    const only = texts(body, 'phone')[0];
    const message = this.messages.get(id);
    if (!message) return '<response><status>4</status></response>';
    const sent = bishkekTime(new Date());
    const phones = [...message.reports]
      .filter(([phone]) => !only || phone === only)
      .map(
        ([phone, code]) =>
          `<phone><number>${phone}</number><report>${code}</report><sendTime>${sent}</sendTime>` +
          `<rcvTime>${code === 3 ? sent : ''}</rcvTime></phone>`,
      );
    return `<response><status>0</status>${phones.join('')}</response>`;
  }
}
