/** All SQL of the audit log: insert (there is no update or delete) and the filtered, paged read. */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffAudit } from './audit.schema.js';

export interface NewAuditEntry {
  staffId: string | null;
  staffEmail: string | null;
  ip: string;
  entity: string;
  entityId: string;
  action: string;
  reason?: string | null | undefined;
  before?: unknown;
  after?: unknown;
}

export type AuditRow = typeof staffAudit.$inferSelect;

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: entry.staffId,
    staffEmail: entry.staffEmail,
    ip: entry.ip.slice(0, 64),
    entity: entry.entity,
    entityId: entry.entityId.slice(0, 64),
    action: entry.action,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  /** A staff id (uuid) or an email, any case. */
  staff?: string | undefined;
  action?: string | undefined;
  /** Oldest first (a history) instead of newest first. */
  oldestFirst?: boolean | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.entity) parts.push(eq(staffAudit.entity, filter.entity));
  if (filter.entityId) parts.push(eq(staffAudit.entityId, filter.entityId));
  if (filter.action) parts.push(eq(staffAudit.action, filter.action));
  if (filter.staff) {
    const byEmail = sql`lower(${staffAudit.staffEmail}) = lower(${filter.staff})`;
    parts.push(UUID.test(filter.staff) ? or(eq(staffAudit.staffId, filter.staff), byEmail)! : byEmail);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function searchAuditEntries(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = conditions(filter);
  const rows = await db
    .select()
    .from(staffAudit)
    .where(where)
    .orderBy(filter.oldestFirst ? asc(staffAudit.id) : desc(staffAudit.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(staffAudit).where(where);
  return { rows, count: total?.count ?? 0 };
}
