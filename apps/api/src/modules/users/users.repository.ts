/** All SQL of accounts: users and the saved passenger (the sign-in throttle has its own repository). */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appUser, refreshToken, savedPassenger } from './users.schema.js';

export type UserRow = typeof appUser.$inferSelect;
export type NewUser = typeof appUser.$inferInsert;
export type UserPatch = Partial<
  Pick<
    NewUser,
    | 'email'
    | 'verifiedEmail'
    | 'firstName'
    | 'lastName'
    | 'birthDate'
    | 'phone'
    | 'gender'
    | 'citizenship'
    | 'documentType'
    | 'documentNumber'
    | 'documentExpiry'
  >
>;
export type SavedPassengerRow = typeof savedPassenger.$inferSelect;
export type SavedPassengerValues = Omit<
  typeof savedPassenger.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

const byEmail = (email: string) => sql`lower(${appUser.email}) = lower(${email})`;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(appUser).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, id)).limit(1);
  return row ?? null;
}

export async function isEmailTaken(db: Executor, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(exceptUserId ? and(byEmail(email), ne(appUser.id, exceptUserId)) : byEmail(email))
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(appUser).values(values).returning();
  return row!;
}

export async function updateUser(db: Executor, id: string, patch: UserPatch): Promise<UserRow> {
  const [row] = await db
    .update(appUser)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(appUser.id, id))
    .returning();
  return row!;
}

export async function grantStaffRole(db: Executor, userId: string): Promise<void> {
  await db
    .update(appUser)
    .set({ isStaff: true, updatedAt: sql`now()` })
    .where(eq(appUser.id, userId));
}

/**
 * Enables or disables an account. Disabling raises token_version and revokes every refresh token in
 * the same statement's transaction: its sessions end at once, in every process.
 */
export async function setUserActive(db: Executor, id: string, isActive: boolean): Promise<UserRow | null> {
  const [row] = await db
    .update(appUser)
    .set({ isActive, updatedAt: sql`now()`, ...(isActive ? {} : { tokenVersion: sql`${appUser.tokenVersion} + 1` }) })
    .where(eq(appUser.id, id))
    .returning();
  if (row && !isActive)
    await db
      .update(refreshToken)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshToken.userId, id), isNull(refreshToken.revokedAt)));
  return row ?? null;
}

/** Email and whether the account may sign in, by id (the staff list). */
export async function findAccountSummaries(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { email: string; isActive: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, email: appUser.email, isActive: appUser.isActive })
    .from(appUser)
    .where(inArray(appUser.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { email: row.email, isActive: row.isActive }]));
}

/** The emails of these accounts, by id (staff see who handled a request, never more of the account). */
export async function findUserEmails(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, email: appUser.email })
    .from(appUser)
    .where(inArray(appUser.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** A new password ends every access token issued before it (token_version + 1). */
export async function setPassword(db: Executor, id: string, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(appUser)
    .set({ passwordHash, tokenVersion: sql`${appUser.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(appUser.id, id))
    .returning();
  return row!;
}

export async function findSavedPassenger(db: Executor, userId: string): Promise<SavedPassengerRow | null> {
  const [row] = await db.select().from(savedPassenger).where(eq(savedPassenger.userId, userId)).limit(1);
  return row ?? null;
}

/** One per user: saving again replaces the one there is (the unique user_id makes it so). */
export async function upsertSavedPassenger(
  db: Executor,
  userId: string,
  values: SavedPassengerValues,
): Promise<SavedPassengerRow> {
  const [row] = await db
    .insert(savedPassenger)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: savedPassenger.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function deleteSavedPassenger(db: Executor, userId: string): Promise<void> {
  await db.delete(savedPassenger).where(eq(savedPassenger.userId, userId));
}

/** A unique index refused the row (the driver's error may be wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
