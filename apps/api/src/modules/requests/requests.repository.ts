/** All SQL of service requests (tour, rail, partner). */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { serviceRequest } from '../../db/schema.js';

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
