/**
 * The architecture boundaries are lint rules (eslint.config.js): this proves that a wrong import fails the lint
 * and a right one passes, by linting small in-memory files placed at real paths of the repository.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

const BOUNDARY = 'no-restricted-imports';

describe('API module boundaries', () => {
  it("refuses another module's repository, schema and routes (relative paths)", async () => {
    const file = 'apps/api/src/modules/staff/new-file.ts';
    expect(await ruleIdsFor(file, "import { findUserByEmail } from '../users/users.repository.js';\nexport const f = findUserByEmail;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor(file, "import { mailOutbox } from '../booking/booking.schema.js';\nexport const t = mailOutbox;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor(file, "import { bookingRoutes } from '../booking/booking.routes.js';\nexport const r = bookingRoutes;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor(file, "export { findUserByEmail } from '../../modules/users/users.repository.js';\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor('apps/api/src/modules/flights/data/new-file.ts', "import { findTour } from '../../content/content.repository.js';\nexport const f = findTour;\n")).toContain(BOUNDARY);
  });

  it("refuses a sealed module's internals, and allows its index.ts", async () => {
    const file = 'apps/api/src/modules/payments/new-file.ts';
    expect(await ruleIdsFor(file, "import { findOrderById } from '../orders/orders.repository.js';\nexport const f = findOrderById;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor(file, "import { ORDER_TRANSITIONS } from '../orders/order-state.js';\nexport const t = ORDER_TRANSITIONS;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor(file, "import { findOrderById } from '../orders/index.js';\nexport const f = findOrderById;\n")).toEqual([]);
  });

  it('allows a module its own files and other modules’ services', async () => {
    const file = 'apps/api/src/modules/payments/new-file.ts';
    expect(await ruleIdsFor(file, "import { payment } from './payments.schema.js';\nexport const t = payment;\n")).toEqual([]);
    expect(await ruleIdsFor(file, "import { findTour } from '../content/content.service.js';\nexport const f = findTour;\n")).toEqual([]);
  });

  it('lets schema files reference other schema files (foreign keys), never repositories', async () => {
    const file = 'apps/api/src/modules/content/new-table.schema.ts';
    expect(await ruleIdsFor(file, "import { order } from '../orders/orders.schema.js';\nexport const t = order;\n")).toEqual([]);
    expect(await ruleIdsFor(file, "import { findOrderById } from '../orders/orders.repository.js';\nexport const f = findOrderById;\n")).toContain(BOUNDARY);
  });

  it('keeps the allow-list to the listed specifier only', async () => {
    const file = 'apps/api/src/modules/users/otp.repository.ts';
    expect(await ruleIdsFor(file, "import { mailOutbox } from '../booking/booking.schema.js';\nexport const t = mailOutbox;\n")).toEqual([]);
    expect(await ruleIdsFor(file, "import { payment } from '../payments/payments.schema.js';\nexport const t = payment;\n")).toContain(BOUNDARY);
  });
});

describe('platform code', () => {
  it('imports no domain module', async () => {
    expect(await ruleIdsFor('apps/api/src/shared/new-file.ts', "import { findOrderById } from '../modules/orders/index.js';\nexport const f = findOrderById;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor('apps/api/src/providers/messaging/new-file.ts', "import { findTour } from '../../modules/content/content.service.js';\nexport const f = findTour;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor('apps/api/src/db/new-file.ts', "import { order } from '../modules/orders/orders.schema.js';\nexport const t = order;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor('apps/api/src/env.ts', "import { findTour } from './modules/content/content.service.js';\nexport const f = findTour;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor('apps/api/src/shared/new-file.ts', "import { AppError } from './app-error.js';\nexport const e = AppError;\n")).toEqual([]);
  });
});

describe('web features', () => {
  it('do not import each other', async () => {
    expect(await ruleIdsFor('apps/web/src/features/search/new-file.ts', "import * as tours from '@/features/tours';\nexport const t = tours;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor('apps/web/src/features/search/new-file.ts', "import * as search from '@/features/search/api';\nexport const s = search;\n")).not.toContain(BOUNDARY);
  });

  it('never import the API, nor the app (feature rules do not drop the general one)', async () => {
    expect(await ruleIdsFor('apps/web/src/features/search/new-file.ts', "import * as api from '@sapar/api';\nexport const a = api;\n")).toContain(BOUNDARY);
    expect(await ruleIdsFor('apps/web/src/features/search/new-file.ts', "import * as app from '@/app/routes/routes';\nexport const a = app;\n")).toContain(BOUNDARY);
  });
});

describe('import cycles (scripts/check-cycles.mjs, run by npm run lint)', () => {
  const cyclesIn = async (files: Record<string, string>) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sapar-cycles-'));
    try {
      for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
      const { findCycles } = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/check-cycles.mjs')).href)) as {
        findCycles(dir: string, tsConfig: string): Promise<string[][]>;
      };
      return await findCycles(dir, 'apps/api/tsconfig.json');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('finds a runtime cycle written with .js specifiers', async () => {
    const cycles = await cyclesIn({ 'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n", 'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n" });
    expect(cycles).toEqual([['a.ts', 'b.ts']]);
  });

  it('ignores type-only imports (no runtime cycle)', async () => {
    const cycles = await cyclesIn({ 'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n", 'b.ts': "import type { a } from './a.js';\nexport const b = (x: typeof a) => x;\n" });
    expect(cycles).toEqual([]);
  });

  it('the code base has no cycle but the allowed one', async () => {
    const { findCycles } = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/check-cycles.mjs')).href)) as {
      findCycles(dir: string, tsConfig: string): Promise<string[][]>;
    };
    const cycles = await findCycles('apps/api/src', 'apps/api/tsconfig.json');
    expect(cycles.every((c) => c.includes('db/schema.ts'))).toBe(true);
  });
});
