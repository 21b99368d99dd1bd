/**
 * The staff audit log: who did what, when, from which IP, with the values before and after.
 * `recordStaffAction` is called by the module making the change, inside that change's transaction,
 * so an action and its entry are committed together or not at all.
 */
import {
  STAFF_AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntity,
  type StaffAuditEntry,
  type StaffAuditList,
} from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { insertAuditEntry, searchAuditEntries, type AuditFilter, type AuditRow } from './audit.repository.js';

/** The staff member acting and where from (the route takes it from the request). */
export interface StaffActor {
  id: string;
  email: string;
  ip: string;
}

/** Only the entities and actions listed in the contracts (`AUDIT_ENTITIES`, `AUDIT_ACTIONS`): each has a label on the audit page. */
export interface StaffAction {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  reason?: string | null | undefined;
  before?: unknown;
  after?: unknown;
}

export async function recordStaffAction(tx: Executor, actor: StaffActor | null, action: StaffAction): Promise<void> {
  await insertAuditEntry(tx, {
    staffId: actor?.id ?? null,
    staffEmail: actor?.email ?? null,
    ip: actor?.ip ?? '',
    ...action,
  });
}

export function toAuditEntry(row: AuditRow): StaffAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff: row.staffId ? { id: row.staffId, email: row.staffEmail ?? '' } : null,
    ip: row.ip,
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function listStaffActions(
  db: Executor,
  filter: AuditFilter & { page?: number | undefined },
): Promise<StaffAuditList> {
  const page = filter.page ?? 1;
  const { rows, count } = await searchAuditEntries(db, filter, {
    limit: STAFF_AUDIT_PAGE_SIZE,
    offset: (page - 1) * STAFF_AUDIT_PAGE_SIZE,
  });
  return {
    results: rows.map(toAuditEntry),
    count,
    page,
    page_size: STAFF_AUDIT_PAGE_SIZE,
    total_pages: Math.max(1, Math.ceil(count / STAFF_AUDIT_PAGE_SIZE)),
  };
}
