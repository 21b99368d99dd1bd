/** The SQL of staff accounts beyond what users.repository has: granting the staff role. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appUser } from '../../db/schema.js';

export async function grantStaffRole(db: Executor, userId: string): Promise<void> {
  await db.update(appUser).set({ isStaff: true, updatedAt: sql`now()` }).where(eq(appUser.id, userId));
}
