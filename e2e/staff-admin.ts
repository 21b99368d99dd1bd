/** The staff admin the e2e server starts with (made by `staff:create` before the server opens its database). */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';

export const E2E_STAFF_ADMIN = { email: 'e2e-admin@sapar.kg', password: 'E2e-Admin-2026!' } as const;

const STEP_MS = 30_000;
const totp = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * The admin's token pair, for any spec on the same server: the first caller enrols the second factor and
 * keeps its secret in the run's DATA_DIR; later callers sign in with a code of a step not used yet (each
 * code works once). A lock directory keeps two workers from doing it at the same time.
 */
export async function adminTokens(request: APIRequestContext): Promise<{ access: string; refresh: string }> {
  const dir = process.env.E2E_DATA_DIR ?? '/tmp';
  const lock = path.join(dir, 'e2e-admin.lock');
  const state = path.join(dir, 'e2e-admin-totp.json');
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('e2e admin lock held for a minute');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    const signIn = await request.post('/api/users/token/', { data: E2E_STAFF_ADMIN });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const first = (await signIn.json()) as { access?: string; refresh?: string; mfa_token?: string };
    if (first.access && first.refresh) {
      const headers = { Authorization: `JWT ${first.access}` };
      const { secret } = (await (await request.post('/api/staff/mfa/setup/', { headers, data: {} })).json()) as {
        secret: string;
      };
      const step = Math.floor(Date.now() / STEP_MS);
      const confirmed = await request.post('/api/staff/mfa/confirm/', {
        headers,
        data: { code: totp(secret).generate({ timestamp: step * STEP_MS }) },
      });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      writeFileSync(state, JSON.stringify({ secret, step }));
      return { access: first.access, refresh: first.refresh };
    }
    const saved = JSON.parse(readFileSync(state, 'utf8')) as { secret: string; step: number };
    // The next step not used yet; the server accepts one step either side of now.
    const step = Math.max(Math.floor(Date.now() / STEP_MS), saved.step + 1);
    if (step > Math.floor(Date.now() / STEP_MS) + 1)
      await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 100));
    const second = await request.post('/api/users/token/mfa/', {
      data: { mfa_token: first.mfa_token, code: totp(saved.secret).generate({ timestamp: step * STEP_MS }) },
    });
    expect(second.ok(), await second.text()).toBe(true);
    writeFileSync(state, JSON.stringify({ ...saved, step }));
    return (await second.json()) as { access: string; refresh: string };
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
/** A second staff admin for the inventory spec, so it enrols its own second factor beside the back-office spec. */
export const E2E_STAFF_INVENTORY = { email: 'e2e-inventory@sapar.kg', password: E2E_STAFF_ADMIN.password } as const;

/** The TOTP code of a secret at a moment (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return totp(secret).generate({ timestamp });
}

/** The admin's Authorization header (the session `adminTokens` opens). */
export async function adminSession(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${(await adminTokens(request)).access}` };
}
