#!/usr/bin/env node
// Refuses runtime import cycles in the API and the web app (docs/architecture.md#lint-boundaries-and-the-import-cycle-check).
// madge follows the TypeScript sources as TypeScript resolves them (`.js` specifiers to `.ts`, the web's `@/`);
// type-only imports are no runtime edges and are skipped. Exits 1 and lists the cycles when there are any.
// (madge rather than eslint-plugin-import-x: that plugin's native resolver has platform packages this
// machine's registry does not serve, which makes `npm ci` fail.)
import path from 'node:path';
import madge from 'madge';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function findCycles(dir, tsConfig) {
  const result = await madge(path.resolve(ROOT, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.resolve(ROOT, tsConfig),
    excludeRegExp: [/\.test\.tsx?$/, /\.d\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  return result.circular();
}

/** What `npm run lint` checks: each source folder with the tsconfig that resolves its imports. */
export const SOURCES = [
  ['apps/api/src', 'apps/api/tsconfig.json'],
  ['apps/web/src', 'apps/web/tsconfig.json'],
];

/** The verdict on `sources`: ok, or the cycles found, one line each (`a.ts -> b.ts -> a.ts`). */
export async function checkCycles(sources = SOURCES) {
  const found = (await Promise.all(sources.map(([dir, tsConfig]) => findCycles(dir, tsConfig)))).flat();
  const lines = found.map((c) => [...c, c[0]].join(' -> '));
  return {
    ok: found.length === 0,
    message:
      found.length === 0
        ? 'No import cycles.'
        : `Import cycles (${found.length}):\n${lines.map((l) => `  ${l}`).join('\n')}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok, message } = await checkCycles();
  if (!ok) {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
}
