/**
 * Service requests from the tour, rail and partner pages and the footer forms (appeal, exchange,
 * refund): checked, stored with a human-friendly number, and acknowledged by email in the language
 * they were sent in. A filled-in honeypot field gets the usual answer, but nothing is stored or sent.
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  addDays,
  bishkekToday,
  isRailRouteRunning,
  pickLocalized,
  type AppealRequestBody,
  type ExchangeFormBody,
  type Language,
  type PartnerRequestBody,
  type RailRequestBody,
  type RefundFormBody,
  type ServiceRequestCreated,
  type ServiceRequestKind,
  type TourRequestBody,
} from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import type { Mailer } from '../../providers/messaging/index.js';
import { AppError } from '../../shared/app-error.js';
import { findTour } from '../content/index.js';
import { findUserEmails } from '../users/index.js';
import { buildRequestEmail, type RequestDetails } from './requests.mail.js';
import {
  findServiceRequest,
  insertServiceRequest,
  searchServiceRequests as searchServiceRequestRows,
  type ServiceRequestFilter,
  type ServiceRequestRow,
} from './requests.repository.js';

/** For the staff module (staff read and answer the requests). */
export {
  assignServiceRequest,
  countOpenServiceRequests,
  countRequestsByRef,
  updateServiceRequestByStaff,
} from './requests.repository.js';

/** A request as staff see it: with the email of the staff member who last handled it (never more of the account). */
export type StaffServiceRequestRow = ServiceRequestRow & { handlerEmail: string | null; assigneeEmail: string | null };

/** The handlers' emails come from the users module, which owns the accounts. */
async function withHandlerEmails(db: Executor, rows: readonly ServiceRequestRow[]): Promise<StaffServiceRequestRow[]> {
  const emails = await findUserEmails(
    db,
    rows.flatMap((row) => [row.handledBy, row.assignedTo].filter((id): id is string => !!id)),
  );
  return rows.map((row) => ({
    ...row,
    handlerEmail: row.handledBy ? (emails.get(row.handledBy) ?? null) : null,
    assigneeEmail: row.assignedTo ? (emails.get(row.assignedTo) ?? null) : null,
  }));
}

/** One page of requests for staff, newest first, and how many match in all. */
export async function searchServiceRequests(
  db: Executor,
  filter: ServiceRequestFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffServiceRequestRow[]; count: number }> {
  const { rows, count } = await searchServiceRequestRows(db, filter, page);
  return { rows: await withHandlerEmails(db, rows), count };
}

export async function findServiceRequestForStaff(db: Executor, number: string): Promise<StaffServiceRequestRow | null> {
  const row = await findServiceRequest(db, number);
  return row ? ((await withHandlerEmails(db, [row]))[0] ?? null) : null;
}

export interface RequestsDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Without the look-alikes 0/O and 1/I/L (REQUEST_NUMBER_PATTERN). */
const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function drawRequestNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `R-${code}`;
}

const invalid = (field: string, key: MessageKey) =>
  new AppError('validation_failed', { fieldErrors: { [field]: key } });

/** A requested date: from today (Bishkek) up to a year ahead. */
function checkDate(date: string, now: Date, field = 'date'): void {
  const today = bishkekToday(now);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw invalid(field, 'field_invalid');
  if (date < today) throw invalid(field, 'date_in_past');
  if (date > addDays(today, 366)) throw invalid(field, 'date_too_far');
}

interface Submission {
  kind: ServiceRequestKind;
  language: Language;
  name: string;
  phone: string;
  email: string | null;
  ref: string | null;
  /** Appeal, exchange and refund: the order as typed (upper case); nobody checks it exists. */
  orderNumber?: string | null;
  /** The signed-in sender's account. */
  userId?: string | null;
  honeypot: string | undefined;
  payload: Record<string, unknown>;
  details: RequestDetails;
}

async function store(deps: RequestsDeps, submission: Submission): Promise<ServiceRequestCreated> {
  const answer = (number: string) => ({
    request_number: number,
    detail: translate(submission.language, 'request_received', { number }),
  });
  if (submission.honeypot && submission.honeypot.trim() !== '') {
    deps.log.info({ kind: submission.kind }, 'service request dropped: honeypot filled in');
    return answer(drawRequestNumber());
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertServiceRequest(deps.db, {
      number: drawRequestNumber(),
      kind: submission.kind,
      language: submission.language,
      name: submission.name,
      phone: submission.phone,
      email: submission.email,
      payload: submission.payload,
      ref: submission.ref,
      orderNumber: submission.orderNumber ?? null,
      userId: submission.userId ?? null,
    });
    if (!row) continue;
    if (submission.email) {
      try {
        await deps.mailer.send(
          await buildRequestEmail(
            submission.language,
            submission.email,
            row.number,
            submission.phone,
            submission.details,
          ),
        );
      } catch (error) {
        // The request is stored and staff see it; a lost acknowledgement must not lose the request.
        deps.log.error({ err: error, number: row.number }, 'request acknowledgement not sent');
      }
    }
    return answer(row.number);
  }
  throw new AppError('internal');
}

const emailOrNull = (email: string | undefined) => (email && email.trim() !== '' ? email : null);

export async function createTourRequest(
  deps: RequestsDeps,
  body: TourRequestBody,
  language: Language,
): Promise<ServiceRequestCreated> {
  const now = deps.now?.() ?? new Date();
  checkDate(body.date, now);
  const tour = await findTour(deps.db, body.tour);
  if (!tour) throw invalid('tour', 'tour_not_found');
  return store(deps, {
    kind: 'tour',
    language,
    name: body.name,
    phone: body.phone,
    email: emailOrNull(body.email),
    ref: body.ref ?? null,
    honeypot: body.homepage,
    payload: { tour: tour.slug, date: body.date, people: body.people, comment: body.comment ?? '' },
    details: { kind: 'tour', tourTitle: pickLocalized(tour.title, language), date: body.date, people: body.people },
  });
}

export async function createRailRequest(
  deps: RequestsDeps,
  body: RailRequestBody,
  language: Language,
): Promise<ServiceRequestCreated> {
  const now = deps.now?.() ?? new Date();
  checkDate(body.date, now);
  if (!isRailRouteRunning(body.route, body.date)) throw invalid('date', 'rail_route_out_of_season');
  return store(deps, {
    kind: 'rail',
    language,
    name: body.name,
    phone: body.phone,
    email: body.email,
    ref: body.ref ?? null,
    honeypot: body.homepage,
    payload: {
      route: body.route,
      date: body.date,
      passengers: body.passengers,
      class: body.class,
      comment: body.comment ?? '',
    },
    details: { kind: 'rail', route: body.route, date: body.date, passengers: body.passengers, railClass: body.class },
  });
}

export async function createPartnerRequest(
  deps: RequestsDeps,
  body: PartnerRequestBody,
  language: Language,
): Promise<ServiceRequestCreated> {
  return store(deps, {
    kind: 'partner',
    language,
    name: body.name,
    phone: body.phone,
    email: body.email,
    ref: body.ref ?? null,
    honeypot: body.homepage,
    payload: {
      company: body.company,
      partnership: body.partnership,
      site: body.site ?? '',
      comment: body.comment ?? '',
    },
    details: { kind: 'partner', company: body.company, partnership: body.partnership },
  });
}

/** The footer forms: who sent it (when signed in) besides the request's language. */
export interface FooterSender {
  language: Language;
  userId: string | null;
}

const orderNumberOf = (value: string | undefined) => (value && value.trim() !== '' ? value.trim().toUpperCase() : null);
const phoneOf = (phone: string | undefined) => phone?.trim() ?? '';

/** The fields the three footer forms share, as stored. */
function footerSubmission(
  body: AppealRequestBody | ExchangeFormBody | RefundFormBody,
  sender: FooterSender,
): Pick<Submission, 'language' | 'name' | 'phone' | 'email' | 'ref' | 'userId' | 'honeypot'> {
  return {
    language: sender.language,
    name: body.name,
    phone: phoneOf(body.phone),
    email: body.email,
    ref: body.ref ?? null,
    userId: sender.userId,
    honeypot: body.homepage,
  };
}

export async function createAppealRequest(
  deps: RequestsDeps,
  body: AppealRequestBody,
  sender: FooterSender,
): Promise<ServiceRequestCreated> {
  const orderNumber = orderNumberOf(body.order_number);
  return store(deps, {
    ...footerSubmission(body, sender),
    kind: 'appeal',
    orderNumber,
    payload: { topic: body.topic, message: body.message },
    details: { kind: 'appeal', topic: body.topic, orderNumber },
  });
}

export async function createExchangeFormRequest(
  deps: RequestsDeps,
  body: ExchangeFormBody,
  sender: FooterSender,
): Promise<ServiceRequestCreated> {
  const desiredDate = body.desired_date || null;
  if (desiredDate) checkDate(desiredDate, deps.now?.() ?? new Date(), 'desired_date');
  const orderNumber = orderNumberOf(body.order_number)!;
  return store(deps, {
    ...footerSubmission(body, sender),
    kind: 'exchange',
    orderNumber,
    payload: { message: body.message, desired_date: desiredDate ?? '' },
    details: { kind: 'exchange', orderNumber, desiredDate },
  });
}

export async function createRefundFormRequest(
  deps: RequestsDeps,
  body: RefundFormBody,
  sender: FooterSender,
): Promise<ServiceRequestCreated> {
  const orderNumber = orderNumberOf(body.order_number)!;
  return store(deps, {
    ...footerSubmission(body, sender),
    kind: 'refund',
    orderNumber,
    payload: { message: body.message },
    details: { kind: 'refund', orderNumber },
  });
}
