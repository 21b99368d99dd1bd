#!/usr/bin/env node
// Refuses import cycles (docs/architecture.md#lint-boundaries-and-the-import-cycle-check), at two levels:
// - files: runtime import cycles in the API and the web app. madge follows the TypeScript sources as TypeScript
//   resolves them (`.js` specifiers to `.ts`, the web's `@/`); type-only imports are no runtime edges and are skipped.
// - API modules: every module under apps/api/src/modules has an index.ts, and the modules' graph has no cycle. Here
//   type imports count too: a module that names another's types depends on it as much as one that calls it.
//   The graph is read from the sources with the TypeScript parser (imports, re-exports, `import()` and
//   `import('…')` types).
// Exits 1 and lists the cycles when there are any.
// (madge rather than eslint-plugin-import-x: that plugin's native resolver has platform packages this
// machine's registry does not serve, which makes `npm ci` fail.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import ts from 'typescript';

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

/** The API's modules folder, checked by `npm run lint`. */
export const API_MODULES = 'apps/api/src/modules';

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(?:test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Every specifier a file imports or re-exports, type-only ones included. */
function specifiersOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier.text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) found.push(node.argument.literal.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0])
      if (ts.isStringLiteral(node.arguments[0])) found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The graph of the modules under `modulesDir`: for each module, the modules it imports (with one file that does,
 * for the message), the modules without an index.ts, and the imports that reach past another module's index.ts
 * (a schema file naming another's schema file for a foreign key excepted).
 */
export function readModuleGraph(modulesDir) {
  const root = path.resolve(ROOT, modulesDir);
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const edges = new Map(modules.map((m) => [m, new Map()]));
  const pastIndex = [];
  for (const module of modules) {
    for (const file of sourceFiles(path.join(root, module))) {
      for (const specifier of specifiersOf(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(file), specifier));
        const [other, ...rest] = target.split(path.sep);
        if (target.startsWith('..') || other === module || !edges.has(other)) continue;
        const from = path.relative(root, file);
        if (!edges.get(module).has(other)) edges.get(module).set(other, `${from} imports ${specifier}`);
        const inner = rest.join('/').replace(/\.[jt]sx?$/, '');
        const isSchemaKey = /\.schema\.tsx?$/.test(file) && inner.endsWith('.schema');
        if (inner !== 'index' && !isSchemaKey) pastIndex.push(`${from} imports ${specifier}`);
      }
    }
  }
  const withoutIndex = modules.filter((m) => !existsSync(path.join(root, m, 'index.ts')));
  return { modules, edges, withoutIndex, pastIndex };
}

/** The groups of modules that import each other, round and round (strongly connected, more than one module). */
export function moduleCycles(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const connect = (module) => {
    index.set(module, counter);
    low.set(module, counter);
    counter += 1;
    stack.push(module);
    for (const other of edges.get(module)?.keys() ?? []) {
      if (!index.has(other)) {
        connect(other);
        low.set(module, Math.min(low.get(module), low.get(other)));
      } else if (stack.includes(other)) low.set(module, Math.min(low.get(module), index.get(other)));
    }
    if (low.get(module) !== index.get(module)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== module);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const module of [...edges.keys()].sort()) if (!index.has(module)) connect(module);
  return groups;
}

/** The modules in dependency order, lowest first (those that import nothing of the others first). */
export function moduleOrder(edges) {
  const placed = [];
  const remaining = new Set(edges.keys());
  while (remaining.size > 0) {
    const ready = [...remaining].filter((m) => [...edges.get(m).keys()].every((other) => !remaining.has(other))).sort();
    if (ready.length === 0) return [...placed, ...[...remaining].sort()];
    for (const m of ready) remaining.delete(m);
    placed.push(...ready);
  }
  return placed;
}

/** The verdict on the API's modules: every one has an index.ts, and no group of modules imports each other. */
export function checkModules(modulesDir = API_MODULES) {
  const { edges, withoutIndex } = readModuleGraph(modulesDir);
  const cycles = moduleCycles(edges);
  const problems = [
    ...withoutIndex.map((m) => `  ${m} has no index.ts (its public entry)`),
    ...cycles.map((group) => {
      const evidence = group.flatMap((m) =>
        group.filter((o) => edges.get(m).has(o)).map((o) => `      ${m} -> ${o}: ${edges.get(m).get(o)}`),
      );
      return `  ${group.join(', ')} import each other:\n${evidence.join('\n')}`;
    }),
  ];
  return {
    ok: problems.length === 0,
    message:
      problems.length === 0
        ? `No module cycles (${edges.size} modules).`
        : `Module boundaries (${problems.length}):\n${problems.join('\n')}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const verdicts = [await checkCycles(), checkModules()];
  for (const { ok, message } of verdicts) (ok ? console.log : console.error)(message);
  if (verdicts.some((v) => !v.ok)) process.exit(1);
}
