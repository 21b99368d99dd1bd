#!/usr/bin/env node
// Refuses runtime import cycles in the API and the web app (ARCHITECTURE.md: "the lint refuses import cycles").
// madge follows the TypeScript sources as TypeScript resolves them (`.js` specifiers to `.ts`, the web's `@/`);
// type-only imports are no runtime edges and are skipped. Exits 1 and lists the cycles when there are any.
// (madge rather than eslint-plugin-import-x: that plugin's native resolver has platform packages this
// machine's registry does not serve, which makes `npm ci` fail.)
import path from 'node:path';
import madge from 'madge';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Known cycles, each with why it is allowed for now. TODO(issue 12): db/schema.ts re-exports the module schemas
 * for the migrator while orders.schema.ts imports app_user back for its foreign key; moving the platform's own
 * tables out of db/schema.ts removes it.
 */
const ALLOWED = [['db/schema.ts', 'modules/orders/orders.schema.ts']];

export async function findCycles(dir, tsConfig) {
  const result = await madge(path.resolve(ROOT, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.resolve(ROOT, tsConfig),
    excludeRegExp: [/\.test\.tsx?$/, /\.d\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  return result.circular();
}

const isAllowed = (cycle) => ALLOWED.some((pair) => pair.every((file) => cycle.includes(file)));

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = [...(await findCycles('apps/api/src', 'apps/api/tsconfig.json')), ...(await findCycles('apps/web/src', 'apps/web/tsconfig.json'))];
  const refused = found.filter((cycle) => !isAllowed(cycle));
  if (refused.length > 0) {
    console.error(`Import cycles (${refused.length}):\n${refused.map((c) => `  ${[...c, c[0]].join(' -> ')}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`No import cycles (${found.length} known and allowed).`);
}
