/**
 * What staff do with service requests: find them (every kind, newest first), read one, answer it
 * (stored, and mailed to the sender in the request's language) and move it between statuses.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  isLanguage,
  STAFF_REQUESTS_PAGE_SIZE,
  type Language,
  type ServiceRequestKind,
  type ServiceRequestStatus,
  type StaffRequestAnswered,
  type StaffRequestList,
  type StaffServiceRequest,
  type StaffServiceRequestDetail,
} from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import type { Mailer } from '../../providers/messaging/index.js';
import { notFound } from '../../shared/app-error.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { buildStaffAnswerEmail } from '../requests/requests.mail.js';
import {
  findServiceRequestForStaff,
  searchServiceRequests,
  updateServiceRequestByStaff,
  type StaffServiceRequestRow,
} from '../requests/requests.service.js';

export interface StaffDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const requestLanguage = (row: StaffServiceRequestRow): Language => (isLanguage(row.language) ? row.language : 'ru');

function toStaffRequest(row: StaffServiceRequestRow): StaffServiceRequest {
  return {
    number: row.number,
    kind: row.kind,
    status: row.status,
    language: requestLanguage(row),
    name: row.name,
    email: row.email,
    phone: row.phone,
    order_number: row.orderNumber,
    ref: row.ref,
    user_id: row.userId,
    staff_answer: row.staffAnswer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    handled_by: row.handledBy ? { id: row.handledBy, email: row.handlerEmail ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const toStaffRequestDetail = (row: StaffServiceRequestRow): StaffServiceRequestDetail => ({
  ...toStaffRequest(row),
  payload: row.payload,
});

export interface StaffRequestListFilter {
  kind?: ServiceRequestKind | undefined;
  status?: ServiceRequestStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export async function listRequestsForStaff(deps: Pick<StaffDeps, 'db'>, filter: StaffRequestListFilter): Promise<StaffRequestList> {
  const page = filter.page ?? 1;
  const text = filter.q?.trim() || undefined;
  const { rows, count } = await searchServiceRequests(
    deps.db,
    { kind: filter.kind, status: filter.status, text },
    { limit: STAFF_REQUESTS_PAGE_SIZE, offset: (page - 1) * STAFF_REQUESTS_PAGE_SIZE },
  );
  return {
    results: rows.map(toStaffRequest),
    count,
    page,
    page_size: STAFF_REQUESTS_PAGE_SIZE,
    total_pages: Math.max(1, Math.ceil(count / STAFF_REQUESTS_PAGE_SIZE)),
  };
}

async function readRequest(deps: Pick<StaffDeps, 'db'>, number: string): Promise<StaffServiceRequestRow> {
  const row = await findServiceRequestForStaff(deps.db, number);
  if (!row) throw notFound('service_request_not_found');
  return row;
}

export async function getRequestForStaff(deps: Pick<StaffDeps, 'db'>, number: string): Promise<StaffServiceRequestDetail> {
  return toStaffRequestDetail(await readRequest(deps, number));
}

/**
 * Stores the answer and mails it. Answering again is allowed and the latest answer wins: each one
 * is mailed, so a correction reaches the sender, and an answer whose mail failed can be sent again.
 * The answer is stored before it is mailed: a mail server that is down loses no staff work.
 */
export async function answerRequest(
  deps: StaffDeps,
  number: string,
  answer: { message: string; status: ServiceRequestStatus; actor: StaffActor },
  staffLanguage: Language,
): Promise<StaffRequestAnswered> {
  // The answer and its audit entry (which is also the request's answer history) commit together.
  await deps.db.transaction(async (tx) => {
    const before = await findServiceRequestForStaff(tx, number);
    if (!before) throw notFound('service_request_not_found');
    await updateServiceRequestByStaff(tx, before.number, {
      staffAnswer: answer.message,
      status: answer.status,
      handledBy: answer.actor.id,
      answeredNow: true,
    });
    await recordStaffAction(tx, answer.actor, {
      entity: 'service_request',
      entityId: before.number,
      action: 'answered',
      before: { status: before.status },
      after: { status: answer.status, message: answer.message, language: requestLanguage(before) },
    });
  });
  const row = await readRequest(deps, number);

  let emailStatus: StaffRequestAnswered['email_status'] = 'no_email';
  let detailKey: MessageKey = 'staff_answer_no_email';
  if (row.email) {
    try {
      await deps.mailer.send(
        await buildStaffAnswerEmail(requestLanguage(row), row.email, { number: row.number, kind: row.kind, name: row.name, message: answer.message }),
      );
      emailStatus = 'sent';
      detailKey = 'staff_answer_sent';
    } catch (error) {
      deps.log.error({ err: error, number: row.number }, 'staff answer not mailed');
      emailStatus = 'failed';
      detailKey = 'staff_answer_mail_failed';
    }
  }
  return {
    ...toStaffRequestDetail(row),
    email_status: emailStatus,
    detail: translate(staffLanguage, detailKey, { email: row.email ?? '', phone: row.phone || '—' }),
  };
}

/** Any status to any other (staff may reopen a request); the staff member is recorded as its handler. */
export async function changeRequestStatus(
  deps: Pick<StaffDeps, 'db'>,
  number: string,
  change: { status: ServiceRequestStatus; actor: StaffActor },
): Promise<StaffServiceRequestDetail> {
  await deps.db.transaction(async (tx) => {
    const before = await findServiceRequestForStaff(tx, number);
    if (!before) throw notFound('service_request_not_found');
    await updateServiceRequestByStaff(tx, before.number, { status: change.status, handledBy: change.actor.id });
    await recordStaffAction(tx, change.actor, {
      entity: 'service_request',
      entityId: before.number,
      action: 'status_changed',
      before: { status: before.status },
      after: { status: change.status },
    });
  });
  return getRequestForStaff(deps, number);
}
