/**
 * What staff do with service requests: find them (every kind, newest first), read one, answer it
 * (stored, and mailed to the sender in the request's language) and move it between statuses.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  isLanguage,
  STAFF_ANSWER_TEMPLATE_IDS,
  STAFF_REQUESTS_PAGE_SIZE,
  type StaffAnswerTemplates,
  type Language,
  type ServiceRequestKind,
  type ServiceRequestStatus,
  type StaffRequestAnswered,
  type StaffRequestList,
  type StaffServiceRequest,
  type StaffServiceRequestDetail,
} from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import type { Mailer } from '../../providers/messaging/index.js';
import { notFound } from '../../shared/app-error.js';
import { listStaffActions, recordStaffAction, type StaffActor } from '../audit/index.js';
import {
  assignServiceRequest,
  buildStaffAnswerEmail,
  findServiceRequestForStaff,
  searchServiceRequests,
  type StaffServiceRequestRow,
  updateServiceRequestByStaff,
} from '../requests/index.js';

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
    assigned_to: row.assignedTo ? { id: row.assignedTo, email: row.assigneeEmail ?? '' } : null,
    age_seconds: Math.max(0, Math.floor((Date.now() - row.createdAt.getTime()) / 1000)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The request with its form fields and every answer sent (the audit log keeps them all). */
async function toStaffRequestDetail(db: Executor, row: StaffServiceRequestRow): Promise<StaffServiceRequestDetail> {
  const history = await listStaffActions(db, {
    entity: 'service_request',
    entityId: row.number,
    action: 'answered',
    oldestFirst: true,
  });
  return {
    ...toStaffRequest(row),
    payload: row.payload,
    answers: history.results.map((entry) => {
      const after = (entry.after ?? {}) as { message?: string; status?: string };
      return { at: entry.at, staff: entry.staff, message: after.message ?? '', status: after.status ?? '' };
    }),
  };
}

export interface StaffRequestListFilter {
  kind?: ServiceRequestKind | undefined;
  status?: ServiceRequestStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
  assigned?: 'me' | 'nobody' | undefined;
  language?: Language | undefined;
  sort?: 'newest' | 'oldest' | undefined;
}

export async function listRequestsForStaff(
  deps: Pick<StaffDeps, 'db'>,
  filter: StaffRequestListFilter,
  staffId: string,
): Promise<StaffRequestList> {
  const page = filter.page ?? 1;
  const text = filter.q?.trim() || undefined;
  const assignedTo = filter.assigned === 'me' ? staffId : filter.assigned === 'nobody' ? null : undefined;
  const { rows, count } = await searchServiceRequests(
    deps.db,
    {
      kind: filter.kind,
      status: filter.status,
      text,
      language: filter.language,
      assignedTo,
      oldestFirst: filter.sort === 'oldest',
    },
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

export async function getRequestForStaff(
  deps: Pick<StaffDeps, 'db'>,
  number: string,
): Promise<StaffServiceRequestDetail> {
  return toStaffRequestDetail(deps.db, await readRequest(deps, number));
}

/** Takes the request (or gives it back): the queue shows who works on what. */
export async function assignRequest(
  deps: Pick<StaffDeps, 'db'>,
  number: string,
  actor: StaffActor,
  assignee: 'me' | 'nobody',
): Promise<StaffServiceRequestDetail> {
  await deps.db.transaction(async (tx) => {
    const before = await findServiceRequestForStaff(tx, number);
    if (!before) throw notFound('service_request_not_found');
    const to = assignee === 'me' ? actor.id : null;
    await assignServiceRequest(tx, before.number, to);
    await recordStaffAction(tx, actor, {
      entity: 'service_request',
      entityId: before.number,
      action: to ? 'assigned' : 'unassigned',
      before: { assigned_to: before.assignedTo },
      after: { assigned_to: to },
    });
  });
  return getRequestForStaff(deps, number);
}

/** Answer templates in the request's language, with the sender's name and the number filled in. */
export async function answerTemplatesFor(deps: Pick<StaffDeps, 'db'>, number: string): Promise<StaffAnswerTemplates> {
  const row = await readRequest(deps, number);
  const language = requestLanguage(row);
  const params = { name: row.name, number: row.number };
  return {
    language,
    templates: STAFF_ANSWER_TEMPLATE_IDS.map((id) => ({
      id,
      title: translate(language, `staff_template_${id}_title`),
      text: translate(language, `staff_template_${id}_text`, params),
    })),
  };
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
        await buildStaffAnswerEmail(requestLanguage(row), row.email, {
          number: row.number,
          kind: row.kind,
          name: row.name,
          message: answer.message,
        }),
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
    ...(await toStaffRequestDetail(deps.db, row)),
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
