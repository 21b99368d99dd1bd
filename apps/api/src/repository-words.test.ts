/**
 * The repository explains itself: comments and docs cite its own `docs/` (docs/README.md), never a document outside
 * it, and say what they mean in the product's words instead of pointing at a numbered work item a reader cannot
 * look up. Every text file of the repository is read from its root (dependencies, builds, local data and the
 * committed migrations, whose checksums must not change, excepted); a hit names its file and line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** Folders never read, wherever they are: dependencies, builds and reports. */
const SKIPPED_NAMES = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-server',
  '.vite',
  'coverage',
  'test-results',
  'playwright-report',
]);
/** Folders never read, by their path from the root: local data, uploads, generated code, committed migrations. */
const SKIPPED_PATHS = new Set([
  'data',
  'apps/api/data',
  'apps/api/media',
  'apps/api/drizzle',
  'e2e/artifacts',
  'scripts/openapi-client/generated',
]);
const SKIPPED_FILES = new Set(['package-lock.json']);
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|pdf|woff2?|ttf|otf|gz|br|zip|wasm|tsbuildinfo|traineddata)$/i;

/** Every text file of the repository, as a path from its root with `/` separators. */
function repositoryFiles(dir = REPO, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_NAMES.has(entry.name) && !SKIPPED_PATHS.has(name))
        files.push(...repositoryFiles(path.join(dir, entry.name), name));
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !BINARY.test(entry.name)) {
      files.push(name);
    }
  }
  return files;
}

interface Hit {
  file: string;
  line: number;
  text: string;
}

/** Each line of the files that matches one of `patterns`, as `file:line: text`. */
function findLines(files: readonly string[], patterns: readonly RegExp[]): string[] {
  const hits: Hit[] = [];
  for (const file of files) {
    const full = path.join(REPO, file);
    if (statSync(full).size > 2_000_000) continue;
    const text = readFileSync(full, 'utf8');
    if (text.includes('\0')) continue;
    text.split('\n').forEach((content, index) => {
      if (patterns.some((pattern) => pattern.test(content))) hits.push({ file, line: index + 1, text: content.trim() });
    });
  }
  return hits.map(({ file, line, text }) => `${file}:${line}: ${text}`);
}

/** The documents that live beside the repository, not in it. */
const OUTSIDE_DOCUMENTS = [/\b(?:SPEC|ARCHITECTURE|STYLE|STACK-NOTES)\.md\b/];

/**
 * A numbered work item: an issue or a task by its number, a stop by its number where it is named as a thing ("the
 * stop N note", "on stop N;") and not as a verb ("does not stop the trials"), and a task by number unless a duration or
 * size follows ("a task 40 ms long").
 */
const WORK_ITEMS = [
  /\bissues?\s+#?\d+/i,
  /\btasks?\s+#\d+/i,
  /\btask\s+\d+\b(?!\s*(?:ms|s|seconds?|minutes?|kb|mb|%|x)\b)/i,
  /\b(?:the|of|on|at|in|from|since|after|before|see|per)\s+stops?\s+#?\d+/i,
  /\bstops?\s+#?\d+(?:'s\b|\s*[).,;:]|\s*$)/i,
];

// The words are put together here, so that this file does not name what it looks for.
const words = (...parts: string[]) => parts.join(' ');

describe('words the repository uses', () => {
  const files = repositoryFiles();

  it('reads the sources, tests, scripts and docs, and none of the skipped folders', () => {
    for (const file of [
      'README.md',
      'docs/product.md',
      'packages/contracts/src/constants.ts',
      'apps/web/src/main.tsx',
      'apps/api/src/container.ts',
      'e2e/playwright.config.ts',
      'scripts/check-cycles.mjs',
      'redocly.yaml',
    ])
      expect(files).toContain(file);
    expect(files.filter((file) => /(^|\/)(node_modules|dist|\.git)\/|^apps\/api\/drizzle\//.test(file))).toEqual([]);
  });

  it('finds what it looks for, and not a number that follows a verb', () => {
    const matches = (patterns: readonly RegExp[], line: string) => patterns.some((pattern) => pattern.test(line));
    for (const line of [
      `// the rules of ${'SPEC'}.md section 5`,
      `(${'ARCHITECTURE'}.md: the lint refuses import cycles)`,
      `as ${'STYLE'}.md asks`,
    ])
      expect(matches(OUTSIDE_DOCUMENTS, line), line).toBe(true);
    for (const line of [
      `The inventory back office (${words('issue', '16')})`,
      `(${words('issue', '14')}'s budget: 120 KB)`,
      `see the closing note of ${words('stop', '10')}`,
      `a tap can be lost (see the ${words('stop', '15')} note)`,
      `two CI failures on ${words('stop', '11')}; 12 s`,
      `done in ${words('task', '3')}`,
      `${words('Issue', '#12')}: the fix`,
    ])
      expect(matches(WORK_ITEMS, line), line).toBe(true);
    for (const line of [
      'the per-client limit (20 a minute) does not stop fifty trials',
      'one task 40 ms long on a phone',
      'at most 9 seats; a one-stop itinerary',
      'docs/product.md#passenger-form-rules',
    ]) {
      expect(matches(WORK_ITEMS, line), line).toBe(false);
      expect(matches(OUTSIDE_DOCUMENTS, line), line).toBe(false);
    }
  });

  it('cites no document outside the repository: its own docs/ instead', () => {
    expect(findLines(files, OUTSIDE_DOCUMENTS)).toEqual([]);
  });

  it('cites no numbered work item: comments say what they mean', () => {
    expect(findLines(files, WORK_ITEMS)).toEqual([]);
  });

  it('cites docs/ pages and headings that exist', () => {
    const docs = new Map(
      readdirSync(path.join(REPO, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => [name, headingAnchors(readFileSync(path.join(REPO, 'docs', name), 'utf8'))]),
    );
    expect(docs.has('product.md') && docs.get('product.md')!.has('passenger-form-rules')).toBe(true);
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(path.join(REPO, file), 'utf8');
      if (text.includes('\0')) continue;
      text.split('\n').forEach((content, index) => {
        // A citation from anywhere (docs/product.md#constants), and a link between the pages of docs/.
        const cited = [...content.matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map((m) => [m[1]!, m[2]] as const);
        if (file.startsWith('docs/'))
          for (const m of content.matchAll(/\]\(([\w-]+\.md)(?:#([\w-]+))?\)/g)) cited.push([m[1]!, m[2]] as const);
        for (const [page, anchor] of cited) {
          checked += 1;
          const anchors = docs.get(page);
          if (!anchors || (anchor && !anchors.has(anchor)))
            broken.push(`${file}:${index + 1}: docs/${page}${anchor ? `#${anchor}` : ''}`);
        }
      });
    }
    expect(broken).toEqual([]);
    // The comments that cite the docs were found (some forty of them), so the check above is not empty.
    expect(checked).toBeGreaterThan(30);
  });
});

/** The anchors of a Markdown page's headings, as GitHub makes them ("## Error behaviour" -> error-behaviour). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm))
    anchors.add(
      heading!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
  return anchors;
}
