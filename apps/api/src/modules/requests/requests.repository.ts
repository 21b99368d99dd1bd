/** All SQL of service requests (tour, rail, partner, appeal, exchange, refund). */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterCondition(filter: ServiceRequestFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(serviceRequest.kind, filter.kind));
  if (filter.status) conditions.push(eq(serviceRequest.status, filter.status));
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
    .orderBy(desc(serviceRequest.createdAt), desc(serviceRequest.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(serviceRequest).where(where);
  return { rows, count: Number(total?.count ?? 0) };
}

export type ServiceRequestStaffPatch = Partial<Pick<ServiceRequestRow, 'status' | 'staffAnswer' | 'handledBy'>> & {
  /** Sets answered_at to the database's now(). */
  answeredNow?: boolean;
};

/** Applies staff's change; false when there is no such request. */
export async function updateServiceRequestByStaff(db: Executor, number: string, patch: ServiceRequestStaffPatch): Promise<boolean> {
  const { answeredNow, ...values } = patch;
  const rows = await db
    .update(serviceRequest)
    .set({ ...values, ...(answeredNow ? { answeredAt: sql`now()` } : {}), updatedAt: sql`now()` })
    .where(eq(serviceRequest.number, number))
    .returning({ id: serviceRequest.id });
  return rows.length > 0;
}
