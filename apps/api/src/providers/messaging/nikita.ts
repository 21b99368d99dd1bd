/**
 * SMS through Nikita (smspro.nikita.kg), the Kyrgyz aggregator, over its XML-over-HTTP API: every call is a POST
 * of one XML document (login and password inside it) to `<base>/message` (send) or `<base>/dr` (delivery report),
 * and every business answer is HTTP 200 with an integer `<status>`.
 *
 * Send statuses: 0 accepted; 1 format error, 2 bad login/password, 3 IP not allowed, 4 insufficient funds,
 * 5 sender name not approved, 6 stop-words, 7 invalid phone, 8 bad time: permanent (the row fails with the
 * reason); 9 processing timeout / too many requests: transient (tried again, same id); 10 the id was taken
 * before: our earlier try got through, so it is not sent again and counts as accepted; 11 test mode (accepted).
 * Anything that is not an HTTP 200 XML answer (network error, timeout, 5xx, HTML) is transient.
 *
 * The message id (`<id>`, 1-12 Latin letters or digits) is ours: the outbox row's, the same on every try, so the
 * gateway's duplicate check makes a retry after a lost answer harmless. Delivery reports are read with `/dr` by
 * that id; their per-phone codes: 0 queued, 1 sent to the operator, 2 rejected, 3 delivered, 4 not delivered,
 * 5 not sent for lack of balance, 6 unknown (no news yet), 7 no report from the SMS centre in time.
 * Text is sent as UTF-8 and the gateway encodes it (UCS-2 as soon as one character is outside GSM-7).
 */
import { smsSegments } from './sms-segments.js';
import { SmsSendError, type SmsDeliveryReport, type SmsMessage, type SmsReceipt, type SmsSender } from './messaging.js';
import { childText, escapeXml, parseXml, XmlError, type XmlElement } from './xml.js';

export interface NikitaOptions {
  /** e.g. https://smspro.nikita.kg/api/ (the endpoints `message` and `dr` are resolved against it). */
  baseUrl: string;
  login: string;
  password: string;
  /** The approved sender name: 1-11 of Latin letters, digits, '.' and '-', or 14 digits. */
  sender: string;
  timeoutMs?: number;
}

/** The gateway's limits: one text up to 800 characters, ids of 1-12 Latin letters and digits. */
export const NIKITA_MAX_TEXT = 800;
const ID_PATTERN = /^[A-Za-z0-9]{1,12}$/;

const SEND_STATUSES: Record<number, string> = {
  1: 'request format error',
  2: 'bad login or password',
  3: 'IP address not allowed',
  4: 'insufficient funds',
  5: 'sender name not approved',
  6: 'blocked by stop-words',
  7: 'invalid phone number',
  8: 'bad send time',
  9: 'gateway busy (processing timeout)',
};

const REPORTS: Record<number, SmsDeliveryReport | null> = {
  0: { status: 'queued', reason: null },
  1: { status: 'sent', reason: null },
  2: { status: 'rejected', reason: 'rejected' },
  3: { status: 'delivered', reason: null },
  4: { status: 'undelivered', reason: 'not delivered' },
  5: { status: 'undelivered', reason: 'not sent: insufficient balance' },
  6: null,
  7: { status: 'unknown', reason: 'no report from the SMS centre in time' },
};

/** `+996 700 123 456`, `0700 123 456` or `700123456` -> `996700123456`; null when it is not a Kyrgyz number. */
export function toNikitaPhone(phone: string): string | null {
  let digits = phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
  if (/^0\d{9}$/.test(digits)) digits = `996${digits.slice(1)}`;
  if (/^\d{9}$/.test(digits)) digits = `996${digits}`;
  return /^996\d{9}$/.test(digits) ? digits : null;
}

export class NikitaSmsSender implements SmsSender {
  private readonly base: URL;
  private readonly timeoutMs: number;

  constructor(private readonly options: NikitaOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** One POST; answers the parsed `<response>`, or throws a transient SmsSendError for anything else. */
  private async post(endpoint: 'message' | 'dr', body: string): Promise<XmlElement> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(endpoint, this.base), {
        method: 'POST',
        headers: { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml' },
        body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SmsSendError(
        'transient',
        `Nikita /${endpoint}: ${timedOut ? `no answer within ${this.timeoutMs} ms` : `network error (${(error as Error).message})`}`,
      );
    }
    if (response.status !== 200)
      throw new SmsSendError('transient', `Nikita /${endpoint}: HTTP ${response.status} ${text.slice(0, 120)}`.trim());
    try {
      return parseXml(text);
    } catch (error) {
      if (!(error instanceof XmlError)) throw error;
      throw new SmsSendError('transient', `Nikita /${endpoint}: not an XML answer (${text.slice(0, 120)})`);
    }
  }

  private credentials() {
    return `<login>${escapeXml(this.options.login)}</login><pwd>${escapeXml(this.options.password)}</pwd>`;
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    if (!message.id || !ID_PATTERN.test(message.id))
      throw new SmsSendError(
        'permanent',
        `message id ${JSON.stringify(message.id)} is not 1-12 Latin letters or digits`,
      );
    const phone = toNikitaPhone(message.to);
    if (!phone) throw new SmsSendError('permanent', `invalid phone number: ${message.to} is not a Kyrgyz number`);
    const length = [...message.text].length;
    if (length === 0 || length > NIKITA_MAX_TEXT)
      throw new SmsSendError('permanent', `text of ${length} characters (1-${NIKITA_MAX_TEXT} allowed)`);
    const answer = await this.post(
      'message',
      `<message>${this.credentials()}<id>${message.id}</id><sender>${escapeXml(this.options.sender)}</sender>` +
        `<text>${escapeXml(message.text)}</text><phones><phone>${phone}</phone></phones></message>`,
    );
    const status = Number(childText(answer, 'status'));
    const segments = Number(childText(answer, 'smscnt')) || smsSegments(message.text).parts.length;
    if (status === 0 || status === 11) return { providerMessageId: message.id, segments, duplicate: false };
    if (status === 10) return { providerMessageId: message.id, segments, duplicate: true };
    const said = childText(answer, 'message');
    const meaning = SEND_STATUSES[status];
    const reason = `Nikita status ${childText(answer, 'status') ?? '?'}: ${meaning ?? 'unknown status'}${said ? ` (${said})` : ''}`;
    // 9 is the gateway asking to be tried again later; an unknown status is not taken as final either.
    throw new SmsSendError(status === 9 || meaning === undefined ? 'transient' : 'permanent', reason);
  }

  async checkDelivery(providerMessageId: string): Promise<SmsDeliveryReport | null> {
    const answer = await this.post('dr', `<dr>${this.credentials()}<id>${escapeXml(providerMessageId)}</id></dr>`);
    const status = Number(childText(answer, 'status'));
    // 4: no report for this id yet.
    if (status === 4) return null;
    if (status === 5) throw new SmsSendError('transient', 'Nikita /dr status 5: polled too often for this id');
    if (status !== 0)
      throw new SmsSendError(
        status === 2 || status === 3 ? 'permanent' : 'transient',
        `Nikita /dr status ${status}: ${SEND_STATUSES[status] ?? 'unknown status'}`,
      );
    const phone = answer.children.find((c) => c.name === 'phone');
    if (!phone) return null;
    const code = Number(childText(phone, 'report'));
    const report = REPORTS[code];
    if (report === undefined) return null;
    return report && { status: report.status, reason: report.reason && `Nikita report ${code}: ${report.reason}` };
  }
}
