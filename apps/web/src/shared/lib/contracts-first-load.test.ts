/**
 * The web app's first load reads these modules of @sapar/contracts (error codes, token lifetimes, partner codes, languages, constants)
 * through the package's barrel. They must stay free of zod and the phone metadata: a module that builds a schema
 * at its top level is kept whole by the bundler, and one such import put 60 KB gzip on the home page's first load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src');
const LIGHT_MODULES = [
  'error-codes.ts',
  'account-limits.ts',
  'partner-ref.ts',
  'languages.ts',
  'constants.ts',
  'company.ts',
  'media.ts',
  'formatting.ts',
];

/** Every module a file imports at run time (type-only imports excepted), followed through relative imports. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(path.join(SRC, file), 'utf8');
  for (const match of source.matchAll(
    /^import\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^export\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm,
  )) {
    const specifier = (match[1] ?? match[2])!;
    if (!specifier.startsWith('.')) {
      seen.add(specifier);
      continue;
    }
    const target = specifier.replace(/\.js$/, '.ts').replace(/^\.\//, '');
    if (!seen.has(target)) {
      seen.add(target);
      runtimeImports(target, seen);
    }
  }
  return seen;
}

describe('modules of the web first load', () => {
  it.each(LIGHT_MODULES)('%s imports neither zod nor libphonenumber', (file) => {
    const imports = [...runtimeImports(file)];
    expect(imports.filter((name) => /^zod|^libphonenumber/.test(name))).toEqual([]);
  });

  it('the barrel still exports what moved (same values as before the split)', async () => {
    const contracts = await import('@sapar/contracts');
    expect(contracts.isErrorCode('no_seats')).toBe(true);
    expect(contracts.errorStatus('no_seats')).toBe(409);
    expect(contracts.REFRESH_TOKEN_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(contracts.OTP_LENGTH).toBe(6);
    expect(contracts.isValidPartnerRef('AGENT_1')).toBe(true);
    expect(contracts.isValidPartnerRef('-bad')).toBe(false);
    expect(contracts.PARTNER_REF_COOKIE).toBe('sapar_ref');
  });
});
