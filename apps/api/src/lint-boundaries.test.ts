/**
 * The architecture boundaries are lint rules (eslint.config.js) and a cycle check (scripts/check-cycles.mjs), both run
 * by `npm run lint`: this proves that deliberately wrong imports fail them and right ones pass, by linting small
 * in-memory files placed at real paths of the repository, and by checking a folder with a deliberate cycle.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO });
});

/** The rule ids reported for `code` linted as if it were the file `path` (relative to the repository). */
async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO}${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

/** The rule ids for a file that imports `name` from `specifier` and uses it. */
const importing = (path: string, specifier: string, name = 'thing') =>
  ruleIdsFor(path, `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`);

const BOUNDARY = 'no-restricted-imports';

describe('API module boundaries', () => {
  it("refuses another module's repository, tables and routes (relative paths, any depth)", async () => {
    const file = 'apps/api/src/modules/staff/new-file.ts';
    expect(await importing(file, '../requests/requests.repository.js')).toContain(BOUNDARY);
    expect(await importing(file, '../aftersales/aftersales.schema.js')).toContain(BOUNDARY);
    expect(await importing(file, '../booking/booking.routes.js')).toContain(BOUNDARY);
    expect(
      await ruleIdsFor(file, "export { insertServiceRequest } from '../../modules/requests/requests.repository.js';\n"),
    ).toContain(BOUNDARY);
    expect(
      await importing('apps/api/src/modules/booking/data/new-file.ts', '../../aftersales/aftersales.repository.js'),
    ).toContain(BOUNDARY);
  });

  it("refuses a sealed module's internals (its tables included), and allows its index.ts", async () => {
    const file = 'apps/api/src/modules/aftersales/new-file.ts';
    expect(await importing(file, '../orders/orders.repository.js')).toContain(BOUNDARY);
    expect(await importing(file, '../orders/order-state.js')).toContain(BOUNDARY);
    expect(await importing(file, '../payments/payments.schema.js')).toContain(BOUNDARY);
    expect(await importing(file, '../flights/cabin-seats.js')).toContain(BOUNDARY);
    expect(await importing(file, '../orders/index.js')).toEqual([]);
    expect(await importing(file, '../payments/index.js')).toEqual([]);
  });

  it('holds .tsx files (the email templates) to the same boundaries', async () => {
    const file = 'apps/api/src/modules/aftersales/new-file.mail.tsx';
    expect(
      await ruleIdsFor(
        file,
        "import { findOrderById } from '../orders/orders.repository.js';\nexport const f = findOrderById;\n",
      ),
    ).toContain(BOUNDARY);
    expect(
      await ruleIdsFor(
        'apps/api/src/shared/email/new-file.tsx',
        "import { findTour } from '../../modules/content/content.service.js';\nexport const f = findTour;\n",
      ),
    ).toContain(BOUNDARY);
  });

  it('allows a module its own files and platform code', async () => {
    const file = 'apps/api/src/modules/payments/new-file.ts';
    expect(await importing(file, './payments.schema.js')).toEqual([]);
    expect(await importing(file, '../../shared/mail-outbox.schema.js')).toEqual([]);
  });

  it('seals every module: another module is reached through its index.ts only, type imports included', async () => {
    const file = 'apps/api/src/modules/payments/new-file.ts';
    expect(await importing(file, '../booking/booking.service.js')).toContain(BOUNDARY);
    expect(await importing(file, '../booking/index.js')).toEqual([]);
    expect(
      await ruleIdsFor(
        file,
        "import type { BookingContext } from '../booking/booking.service.js';\nexport type C = BookingContext;\n",
      ),
    ).toContain(BOUNDARY);
    expect(
      await ruleIdsFor(
        file,
        "import type { BookingContext } from '../booking/index.js';\nexport type C = BookingContext;\n",
      ),
    ).toEqual([]);
    expect(await ruleIdsFor(file, "export { staffAuthPlugin } from '../staff/staff-auth.plugin.js';\n")).toContain(
      BOUNDARY,
    );
    expect(
      await importing('apps/api/src/modules/booking/data/new-file.ts', '../../outbox/outbox.service.js'),
    ).toContain(BOUNDARY);
  });

  it('lets schema files reference other schema files (foreign keys), never repositories', async () => {
    const file = 'apps/api/src/modules/content/new-table.schema.ts';
    expect(await importing(file, '../orders/orders.schema.js')).toEqual([]);
    expect(await importing(file, '../orders/orders.repository.js')).toContain(BOUNDARY);
  });

  it('keeps routes to parsing, authorizing and calling a service: no repository, tables or SQL', async () => {
    const file = 'apps/api/src/modules/news/new.routes.ts';
    expect(await importing(file, './news.repository.js')).toContain(BOUNDARY);
    expect(await importing(file, './news.schema.js')).toContain(BOUNDARY);
    expect(await importing(file, 'drizzle-orm', 'sql')).toContain(BOUNDARY);
    expect(await importing(file, '../orders/orders.repository.js')).toContain(BOUNDARY);
    expect(await importing(file, './news.service.js')).toEqual([]);
  });

  it('has no allow-list: the files that had one are held to the rules', async () => {
    expect(await importing('apps/api/src/modules/users/otp.repository.ts', '../booking/booking.schema.js')).toContain(
      BOUNDARY,
    );
    expect(
      await importing('apps/api/src/modules/orders/orders.repository.ts', '../flights/flights.schema.js'),
    ).toContain(BOUNDARY);
    expect(
      await importing('apps/api/src/providers/payments/mbank-sandbox.ts', '../../modules/payments/payments.schema.js'),
    ).toContain(BOUNDARY);
  });

  it('never imports the composition root', async () => {
    expect(await importing('apps/api/src/modules/orders/new-file.ts', '../../container.js')).toContain(BOUNDARY);
    expect(await importing('apps/api/src/modules/flights/data/new-file.ts', '../../../seed.js')).toContain(BOUNDARY);
  });
});

describe('platform code', () => {
  it('imports no domain module', async () => {
    expect(await importing('apps/api/src/shared/new-file.ts', '../modules/orders/index.js')).toContain(BOUNDARY);
    expect(
      await importing('apps/api/src/providers/messaging/new-file.ts', '../../modules/content/content.service.js'),
    ).toContain(BOUNDARY);
    expect(await importing('apps/api/src/db/new-file.ts', '../modules/orders/orders.schema.js')).toContain(BOUNDARY);
    expect(await importing('apps/api/src/env.ts', './modules/content/content.service.js')).toContain(BOUNDARY);
    expect(await importing('apps/api/src/shared/new-file.ts', './app-error.js')).toEqual([]);
  });

  it('imports no composition root either', async () => {
    expect(await importing('apps/api/src/db/new-file.ts', '../seed.js')).toContain(BOUNDARY);
    expect(await importing('apps/api/src/providers/payments/new-file.ts', '../../container.js')).toContain(BOUNDARY);
    expect(await importing('apps/api/src/env.ts', './app.js')).toContain(BOUNDARY);
  });
});

describe('web features', () => {
  it('do not import each other by alias', async () => {
    expect(await importing('apps/web/src/features/search/new-file.ts', '@/features/tours')).toContain(BOUNDARY);
    expect(await importing('apps/web/src/features/search/new-file.ts', '@/features/search/api')).not.toContain(
      BOUNDARY,
    );
  });

  it('do not import each other by relative path, at any depth', async () => {
    expect(await importing('apps/web/src/features/search/new-file.ts', '../tours')).toContain(BOUNDARY);
    expect(await importing('apps/web/src/features/search/components/new-file.tsx', '../../tours/api/tours')).toContain(
      BOUNDARY,
    );
    expect(await importing('apps/web/src/features/search/components/results/new-file.tsx', '../../../tours')).toContain(
      BOUNDARY,
    );
    expect(
      await importing('apps/web/src/features/search/components/new-file.tsx', '../../../features/tours'),
    ).toContain(BOUNDARY);
    // Within the feature, relative paths are fine.
    expect(
      await importing('apps/web/src/features/search/components/results/new-file.tsx', '../../hooks/use-flight-search'),
    ).not.toContain(BOUNDARY);
    expect(await importing('apps/web/src/features/search/new-file.ts', './api')).not.toContain(BOUNDARY);
  });

  it('never import the API, the app or the pages (alias or relative; tests included)', async () => {
    expect(await importing('apps/web/src/features/search/new-file.ts', '@sapar/api')).toContain(BOUNDARY);
    expect(await importing('apps/web/src/features/auth/auth.test.tsx', '@/app/routes/routes', 'routes')).toContain(
      BOUNDARY,
    );
    expect(
      await importing('apps/web/src/features/auth/components/new-file.tsx', '../../../app/routes/routes', 'routes'),
    ).toContain(BOUNDARY);
    expect(await importing('apps/web/src/features/news/new-file.ts', '../../pages/home-page')).toContain(BOUNDARY);
  });
});

describe('web shared code', () => {
  it('imports no feature, page or app (alias or relative)', async () => {
    expect(await importing('apps/web/src/shared/new-file.ts', '@/features/search')).toContain(BOUNDARY);
    expect(await importing('apps/web/src/shared/new-file.ts', '../features/search')).toContain(BOUNDARY);
    expect(await importing('apps/web/src/shared/ui/new-file.tsx', '../../app/paths')).toContain(BOUNDARY);
    expect(await importing('apps/web/src/shared/ui/new-file.tsx', '../lib/format')).not.toContain(BOUNDARY);
  });
});

describe('import cycles (scripts/check-cycles.mjs, run by npm run lint)', () => {
  // The code base itself is checked by `npm run lint` (node scripts/check-cycles.mjs); here, folders made to fail.
  type CycleCheck = { checkCycles(sources?: string[][]): Promise<{ ok: boolean; message: string }> };
  const script = () =>
    import(
      pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/check-cycles.mjs')).href
    ) as Promise<CycleCheck>;

  /** Runs the lint's check on a temporary folder holding `files`. */
  const checkFolder = async (files: Record<string, string>) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sapar-cycles-'));
    try {
      for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
      return await (await script()).checkCycles([[dir, 'apps/api/tsconfig.json']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('fails on a deliberate runtime cycle written with .js specifiers, and names it', async () => {
    const verdict = await checkFolder({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('a.ts -> b.ts -> a.ts');
  });

  it('ignores type-only imports (no runtime cycle)', async () => {
    const verdict = await checkFolder({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import type { a } from './a.js';\nexport const b = (x: typeof a) => x;\n",
    });
    expect(verdict).toEqual({ ok: true, message: 'No import cycles.' });
  });
});

describe('module cycles (scripts/check-cycles.mjs, run by npm run lint)', () => {
  type ModuleCheck = {
    checkModules(modulesDir?: string): { ok: boolean; message: string };
  };
  const script = () =>
    import(
      pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/check-cycles.mjs')).href
    ) as Promise<ModuleCheck>;

  /** Runs the lint's module check on a temporary modules folder holding `files` (paths below it). */
  const checkModulesFolder = async (files: Record<string, string>) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sapar-modules-'));
    try {
      for (const [name, code] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await writeFile(path.join(dir, name), code);
      }
      return (await script()).checkModules(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  const ORDERS = {
    'orders/index.ts': "export { placeOrder } from './orders.service.js';\n",
    'orders/orders.service.ts': 'export const placeOrder = () => 1;\n',
  };

  it('passes modules that depend one way, through their index.ts', async () => {
    const verdict = await checkModulesFolder({
      ...ORDERS,
      'tickets/index.ts':
        "import { placeOrder } from '../orders/index.js';\nexport const issue = () => placeOrder();\n",
    });
    expect(verdict).toEqual({ ok: true, message: 'No module cycles (2 modules).' });
  });

  it('fails on two modules that import each other at run time, and names the files', async () => {
    const verdict = await checkModulesFolder({
      ...ORDERS,
      'orders/refunds.ts': "import { issue } from '../tickets/index.js';\nexport const refund = () => issue();\n",
      'tickets/index.ts':
        "import { placeOrder } from '../orders/index.js';\nexport const issue = () => placeOrder();\n",
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('orders, tickets import each other');
    expect(verdict.message).toContain('orders -> tickets: orders/refunds.ts imports ../tickets/index.js');
  });

  it('counts type-only imports and re-exports: a cycle through types fails too', async () => {
    const verdict = await checkModulesFolder({
      ...ORDERS,
      'orders/refunds.ts':
        "import type { Ticket } from '../tickets/index.js';\nexport type Refund = { ticket: Ticket };\n",
      'tickets/index.ts':
        "export type { Ticket } from './ticket.js';\nexport { placeOrder } from '../orders/index.js';\n",
      'tickets/ticket.ts': 'export interface Ticket { number: string }\n',
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('orders -> tickets: orders/refunds.ts imports ../tickets/index.js');
  });

  it('fails on a cycle of three modules, and on a module without an index.ts', async () => {
    const verdict = await checkModulesFolder({
      'a/index.ts': "import type { B } from '../b/index.js';\nexport type A = B;\n",
      'b/index.ts': "import type { C } from '../c/index.js';\nexport type B = C;\n",
      'c/index.ts': "import type { A } from '../a/index.js';\nexport type C = A | 1;\n",
      'd/d.service.ts': 'export const d = 1;\n',
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('a, b, c import each other');
    expect(verdict.message).toContain('d has no index.ts');
  });
});
