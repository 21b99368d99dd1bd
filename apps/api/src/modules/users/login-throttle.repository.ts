/** All SQL of the sign-in throttle (login_throttle). Times come from the database clock, shared by every process. */
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginThrottle } from './users.schema.js';
import type { ThrottlePolicy } from './login-throttle.js';

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];

/**
 * Takes one attempt for a key in a single statement, unless the key is waiting out a delay: the
 * conditional upsert counts the attempt and sets the next delay atomically, so of any number of
 * parallel callers only as many pass as the policy allows. Answers null when taken, otherwise the
 * seconds left to wait.
 */
export async function takeLoginAttempt(db: Executor, key: string, policy: ThrottlePolicy): Promise<number | null> {
  const attempt = sql`(case when login_throttle.last_attempt_at <= now() - make_interval(secs => ${policy.forgetAfterSeconds})
    then 1 else login_throttle.attempts + 1 end)`;
  const delay = (n: unknown) =>
    sql`(case when ${n} < ${policy.freeAttempts} then 0 else least(${policy.maxDelaySeconds}::float8, power(2, least(${n} - ${policy.freeAttempts}, 30))) end)`;
  // A free attempt blocks nothing: the epoch (long past), not now(). now() is each transaction's start, so a parallel
  // attempt that began a moment earlier would otherwise see "blocked until later than my now" and be refused.
  const blockedUntil = (n: unknown) =>
    sql`(case when ${n} < ${policy.freeAttempts} then 'epoch'::timestamptz else now() + make_interval(secs => ${delay(n)}) end)`;
  const taken = rowsOf<{ attempts: number }>(
    await db.execute(sql`
      insert into login_throttle as login_throttle (key, attempts, last_attempt_at, blocked_until)
      values (${key}, 1, now(), ${blockedUntil(sql`1`)})
      on conflict (key) do update set
        attempts = ${attempt},
        last_attempt_at = now(),
        blocked_until = ${blockedUntil(attempt)}
      where login_throttle.blocked_until <= now()
      returning attempts`),
  );
  if (taken.length > 0) return null;
  const [row] = await db
    .select({ seconds: sql<number>`extract(epoch from ${loginThrottle.blockedUntil} - now())::float8` })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return Math.max(1, Math.ceil(Number(row?.seconds ?? 1)));
}

export async function resetLoginAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Gives one attempt back; a delay this attempt started stays (it is what the count was when it began). */
export async function refundLoginAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

/** Housekeeping: the throttle forgets a key after 15 quiet minutes; keys quiet for a day go. */
export async function deleteQuietThrottleKeys(db: Executor): Promise<number> {
  const rows = await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.lastAttemptAt, sql`now() - interval '1 day'`))
    .returning({ key: loginThrottle.key });
  return rows.length;
}
