/** All SQL of service requests (tour, rail, partner, appeal, exchange, refund). */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceRequestKind, ServiceRequestStatus } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { serviceRequest } from './requests.schema.js';

export type ServiceRequestRow = typeof serviceRequest.$inferSelect;
export type NewServiceRequest = Omit<typeof serviceRequest.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** Inserts the request; null when its number is taken already (the caller draws another). */
export async function insertServiceRequest(
  db: Executor,
  request: NewServiceRequest,
): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .insert(serviceRequest)
    .values(request)
    .onConflictDoNothing({ target: serviceRequest.number })
    .returning();
  return row ?? null;
}

export async function findServiceRequest(db: Executor, number: string): Promise<ServiceRequestRow | null> {
  const [row] = await db.select().from(serviceRequest).where(eq(serviceRequest.number, number)).limit(1);
  return row ?? null;
}

/** The newest requests first, for the back office. */
export function listServiceRequests(db: Executor, limit = 50) {
  return db.select().from(serviceRequest).orderBy(desc(serviceRequest.createdAt)).limit(limit);
}

export interface ServiceRequestFilter {
  kind?: ServiceRequestKind | undefined;
  status?: ServiceRequestStatus | undefined;
  /** Part of the number, name, email, phone, order number or the free text, any case. */
  text?: string | undefined;
  language?: string | undefined;
  /** A staff member's id, or null for requests nobody has taken. */
  assignedTo?: string | null | undefined;
  oldestFirst?: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterCondition(filter: ServiceRequestFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(serviceRequest.kind, filter.kind));
  if (filter.status) conditions.push(eq(serviceRequest.status, filter.status));
  if (filter.language) conditions.push(eq(serviceRequest.language, filter.language));
  if (filter.assignedTo === null) conditions.push(isNull(serviceRequest.assignedTo));
  else if (filter.assignedTo) conditions.push(eq(serviceRequest.assignedTo, filter.assignedTo));
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text)}%`;
    conditions.push(
      or(
        ilike(serviceRequest.number, pattern),
        ilike(serviceRequest.name, pattern),
        ilike(serviceRequest.email, pattern),
        ilike(serviceRequest.phone, pattern),
        ilike(serviceRequest.orderNumber, pattern),
        sql`${serviceRequest.payload}->>'message' ilike ${pattern}`,
        sql`${serviceRequest.payload}->>'comment' ilike ${pattern}`,
        sql`${serviceRequest.payload}->>'company' ilike ${pattern}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of requests, newest first, and how many match in all. */
export async function searchServiceRequests(
  db: Executor,
  filter: ServiceRequestFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ServiceRequestRow[]; count: number }> {
  const where = filterCondition(filter);
  const rows = await db
    .select()
    .from(serviceRequest)
    .where(where)
    .orderBy(
      ...(filter.oldestFirst
        ? [asc(serviceRequest.createdAt), asc(serviceRequest.id)]
        : [desc(serviceRequest.createdAt), desc(serviceRequest.id)]),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(serviceRequest)
    .where(where);
  return { rows, count: Number(total?.count ?? 0) };
}

/** Assigns the request to a staff member (or nobody); false when there is no such request. */
export async function assignServiceRequest(db: Executor, number: string, staffId: string | null): Promise<boolean> {
  const rows = await db
    .update(serviceRequest)
    .set({ assignedTo: staffId, assignedAt: staffId ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(serviceRequest.number, number))
    .returning({ id: serviceRequest.id });
  return rows.length > 0;
}

/** The open queue (new and in progress): how many, and the age of the oldest in seconds. */
export async function countOpenServiceRequests(
  db: Executor,
): Promise<{ count: number; oldestAgeSeconds: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`floor(extract(epoch from now() - min(${serviceRequest.createdAt})))::int`,
    })
    .from(serviceRequest)
    .where(inArray(serviceRequest.status, ['new', 'in_progress']));
  return { count: Number(row?.count ?? 0), oldestAgeSeconds: row?.oldest ?? null };
}

/** Requests per partner code (the partners' list). */
export async function countRequestsByRef(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ ref: serviceRequest.ref, count: sql<number>`count(*)::int` })
    .from(serviceRequest)
    .where(isNotNull(serviceRequest.ref))
    .groupBy(serviceRequest.ref);
  return new Map(rows.map((row) => [row.ref!, Number(row.count)]));
}

export type ServiceRequestStaffPatch = Partial<Pick<ServiceRequestRow, 'status' | 'staffAnswer' | 'handledBy'>> & {
  /** Sets answered_at to the database's now(). */
  answeredNow?: boolean;
};

/** Applies staff's change; false when there is no such request. */
export async function updateServiceRequestByStaff(
  db: Executor,
  number: string,
  patch: ServiceRequestStaffPatch,
): Promise<boolean> {
  const { answeredNow, ...values } = patch;
  const rows = await db
    .update(serviceRequest)
    .set({ ...values, ...(answeredNow ? { answeredAt: sql`now()` } : {}), updatedAt: sql`now()` })
    .where(eq(serviceRequest.number, number))
    .returning({ id: serviceRequest.id });
  return rows.length > 0;
}
