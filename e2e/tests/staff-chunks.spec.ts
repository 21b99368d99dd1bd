/**
 * The travellers' pages never download the back office: the staff pages, their data grid, charts
 * and QR code live in lazy chunks of their own. Checked twice: in the build's chunk graph (Vite's
 * manifest) and in the browser, by every script the home page actually loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunks a chunk loads before it runs (static imports, transitively). */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/pages/home-page.tsx'))!;
/** The staff area's sources: the shell and the staff features (features/staff, features/staff-*), and shared/staff. */
const isStaffSource = (key: string) => /src\/(features\/staff(-[a-z]+)?|shared\/staff)\//.test(key);
const staffEntryKeys = Object.keys(manifest).filter(isStaffSource);
/**
 * Every chunk a traveller may download: the entry and the home page with what they import, and the lazy
 * chunks they load on demand (menus, other pages) with theirs, never entering a staff page. Vendor chunks
 * the staff pages share with those (e.g. Radix) are travellers' code too.
 */
function travellerClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key] || isStaffSource(key)) return;
    seen.add(key);
    for (const imported of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
const travellerKeys = travellerClosure([entryKey, homeKey]);
/** Chunks that only the staff pages load (what a traveller must never download). */
const staffOnlyFiles = new Set(
  [...staticClosure(staffEntryKeys)].filter((key) => !travellerKeys.has(key)).map((key) => manifest[key]!.file),
);
/** Text found only in staff code: its API paths and the chart library's class names. */
const STAFF_MARKERS = ['/staff/mfa/setup/', '/staff/dashboard/', 'recharts-wrapper'];

test.describe("the staff area is kept out of the travellers' pages", () => {
  test('in the build: the home page and the entry import no staff chunk, and their code has no staff code', () => {
    expect(staffEntryKeys.length).toBeGreaterThanOrEqual(9);
    expect(staffOnlyFiles.size).toBeGreaterThanOrEqual(staffEntryKeys.length);
    // The markers are really in the staff chunks (so their absence below means something).
    const staffCode = [...staffOnlyFiles]
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(DIST, file), 'utf8'))
      .join('\n');
    for (const marker of STAFF_MARKERS) expect(staffCode, marker).toContain(marker);

    for (const key of travellerKeys) {
      expect(isStaffSource(key), key).toBe(false);
      expect(staffOnlyFiles.has(manifest[key]!.file)).toBe(false);
      const code = readFileSync(path.join(DIST, manifest[key]!.file), 'utf8');
      for (const marker of STAFF_MARKERS)
        expect(code, `${manifest[key]!.file} contains ${marker}`).not.toContain(marker);
    }
  });

  async function scriptsLoadedBy(page: Page, url: string, ready: () => Promise<void>): Promise<string[]> {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\//, ''));
    });
    await page.goto(url);
    await ready();
    await page.waitForLoadState('networkidle');
    return scripts;
  }

  test('in the browser: the home page loads no staff chunk; the staff sign-in does', async ({ page, browser }) => {
    const homeScripts = await scriptsLoadedBy(page, '/', () =>
      expect(page.getByRole('button', { name: /Найти/ }).first()).toBeVisible(),
    );
    expect(homeScripts.length).toBeGreaterThan(3);
    expect(homeScripts.filter((file) => staffOnlyFiles.has(file))).toEqual([]);

    const staffPage = await browser.newPage();
    const staffScripts = await scriptsLoadedBy(staffPage, '/staff/login', () =>
      expect(staffPage.getByRole('heading', { level: 1, name: 'Вход для сотрудников' })).toBeVisible(),
    );
    expect(staffScripts.filter((file) => staffOnlyFiles.has(file)).length).toBeGreaterThan(0);
    // The dashboard's charts come only with the dashboard.
    const dashboardFile = manifest[staffEntryKeys.find((key) => key.endsWith('staff-dashboard-page.tsx'))!]!.file;
    expect(staffScripts).not.toContain(dashboardFile);
    await staffPage.close();
  });
});

test.describe("the home page's first load", () => {
  /**
   * Text found only in zod's code, in the phone metadata and in Radix's dialog (its focus guards): none is needed
   * before a form is sent or a dialog opened.
   */
  const HEAVY_MARKERS = { zod: '_zod', phoneMetadata: 'country_calling_codes', dialog: 'data-radix-focus-guard' };

  test('in the build: the entry and the home page load neither zod, the phone metadata nor a dialog before they run', () => {
    const code = [...staticClosure([entryKey, homeKey])]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(DIST, file), 'utf8'));
    expect(code.length).toBeGreaterThan(3);
    // The markers are in the build (a lazy chunk has them), so their absence below means something.
    const allCode = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(DIST, file), 'utf8'))
      .join('\n');
    for (const [name, marker] of Object.entries(HEAVY_MARKERS)) {
      expect(allCode, name).toContain(marker);
      expect(code.filter((text) => text.includes(marker)).length, name).toBe(0);
    }
  });
});

test("in the build: the first load's chunks carry the compile hint on their first line, the pages and the staff area do not", () => {
  const read = (key: string) => readFileSync(path.join(DIST, manifest[key]!.file), 'utf8');
  const HINT = '//# allFunctionsCalledOnLoad\n';
  for (const key of staticClosure([entryKey])) {
    if (!manifest[key]!.file.endsWith('.js') || manifest[key]!.name === 'rolldown-runtime') continue;
    expect(read(key).startsWith(HINT), manifest[key]!.file).toBe(true);
  }
  for (const key of [homeKey, ...staffEntryKeys])
    expect(read(key).includes('allFunctionsCalledOnLoad'), key).toBe(false);
});
