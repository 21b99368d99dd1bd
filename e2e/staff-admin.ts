/**
 * The staff admin the e2e server starts with (made by `staff:create` before the server opens its database), and its
 * session for specs that need it: the first spec to ask enrols the second factor and keeps the secret in the run's
 * DATA_DIR, the others sign in with a code from it (a later time step each time: the server refuses replays).
 */
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';

export const E2E_STAFF_ADMIN = { email: 'e2e-admin@sapar.kg', password: 'E2e-Admin-2026!' } as const;

/** The TOTP code of a secret at a moment (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

const dataFile = (name: string) => path.join(process.env.E2E_DATA_DIR ?? '.', name);

/** Signs the admin in (enrolling TOTP the first time in this run) and answers the Authorization header. */
export async function adminSession(request: APIRequestContext): Promise<Record<string, string>> {
  const secretFile = dataFile('e2e-admin-totp');
  let isEnroller = false;
  try {
    closeSync(openSync(`${secretFile}.lock`, 'wx'));
    isEnroller = true;
  } catch {
    // Another spec enrols: wait for its secret.
  }
  if (isEnroller) {
    const signIn = await request.post('/api/users/token/', { data: E2E_STAFF_ADMIN });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { access } = (await signIn.json()) as { access?: string };
    if (!access) throw new Error('The e2e admin already has a second factor: run against a fresh database');
    const headers = { Authorization: `JWT ${access}` };
    const setup = (await (await request.post('/api/staff/mfa/setup/', { headers, data: {} })).json()) as { secret: string };
    const confirmed = await request.post('/api/staff/mfa/confirm/', { headers, data: { code: totpCode(setup.secret) } });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    writeFileSync(secretFile, setup.secret);
    return headers;
  }
  await expect.poll(() => existsSync(secretFile), { timeout: 60_000 }).toBe(true);
  const secret = readFileSync(secretFile, 'utf8').trim();
  // Each sign-in must bring a later time step than the last: try the next steps, then wait for a new one.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const signIn = await request.post('/api/users/token/', { data: E2E_STAFF_ADMIN });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { mfa_token: mfaToken } = (await signIn.json()) as { mfa_token: string };
    const answer = await request.post('/api/users/token/mfa/', {
      data: { mfa_token: mfaToken, code: totpCode(secret, Date.now() + (attempt % 2) * 30_000) },
    });
    if (answer.ok()) return { Authorization: `JWT ${((await answer.json()) as { access: string }).access}` };
    if (attempt % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  throw new Error('The e2e admin could not sign in with a code');
}
