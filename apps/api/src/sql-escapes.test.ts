/**
 * SQL written in TypeScript loses what JavaScript makes of its backslashes: in a template or a quoted string
 * `'\D'` reaches the database as `'D'` (a regular expression that matched nothing, so a limit that never counted).
 * This walks every source file of the API and fails on an SQL text (a `sql` template, or a string given to
 * `sql.raw`, `execute`, `query`) with a backslash escape other than `\\` (one backslash for the database), the
 * whitespace escapes and the template's own `` \` `` and `\$`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('./', import.meta.url));
/** Escapes whose meaning JavaScript and the database agree on (or that only shape the template itself). */
const HARMLESS = new Set(['\\', 'n', 'r', 't', '`', '$']);
const SQL_CALLS = new Set(['raw', 'execute', 'query']);

/** The literal's text as written, without its delimiters (`` ` ``, `${`, `}`, quotes). */
function writtenText(node: ts.Node, source: ts.SourceFile): string {
  const text = node.getText(source);
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) return text.slice(1, -2);
  return text.slice(1, -1);
}

function eatenEscapes(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== '\\') continue;
    const next = text[i + 1] ?? '';
    if (!HARMLESS.has(next)) found.push(`\\${next}`);
    i += 1;
  }
  return found;
}

/** The SQL texts of one file with an escape JavaScript would eat: `file:line: \D in …`. */
export function sqlEscapeProblems(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const check = (literal: ts.Node) => {
    const parts: ts.Node[] = ts.isTemplateExpression(literal)
      ? [literal.head, ...literal.templateSpans.map((span) => span.literal)]
      : [literal];
    for (const part of parts) {
      const eaten = eatenEscapes(writtenText(part, source));
      if (eaten.length === 0) continue;
      const { line } = source.getLineAndCharacterOfPosition(part.getStart(source));
      problems.push(`${fileName}:${line + 1}: ${eaten.join(' ')} in ${literal.getText(source).slice(0, 80)}`);
    }
  };
  const isStringLike = (node: ts.Node) =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const tag = node.tag.getText(source);
      // String.raw keeps every backslash as written.
      if (tag === 'sql' || tag.endsWith('.sql')) check(node.template);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const first = node.arguments[0];
      if (SQL_CALLS.has(name) && first && isStringLike(first)) check(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('backslashes in SQL written in TypeScript', () => {
  it('catches an escape JavaScript eats (the phone limit that never counted) and passes the written-out forms', () => {
    const before = "sql`regexp_replace(${payment.phone}, '\\D', '', 'g') = ${digits}`;";
    expect(sqlEscapeProblems('payments.repository.ts', before)).toEqual([
      "payments.repository.ts:1: \\D in `regexp_replace(${payment.phone}, '\\D', '', 'g') = ${digits}`",
    ]);
    expect(sqlEscapeProblems('x.ts', "db.execute(sql`select ${a} ~ '\\s+' and b ~ '\\d'`);")).toEqual([
      "x.ts:1: \\s \\d in `select ${a} ~ '\\s+' and b ~ '\\d'`",
    ]);
    expect(sqlEscapeProblems('x.ts', "client.query('select \\w');")).toHaveLength(1);
    expect(sqlEscapeProblems('x.ts', "sql.raw(`select '\\D'`);")).toHaveLength(1);
    // A doubled backslash reaches the database as one; a class without a backslash needs none.
    expect(sqlEscapeProblems('x.ts', "sql`regexp_replace(${p}, '\\\\D', '', 'g')`;")).toEqual([]);
    expect(sqlEscapeProblems('x.ts', "sql`regexp_replace(${p}, '[^0-9]', '', 'g')`;")).toEqual([]);
    // Other strings are not SQL.
    expect(sqlEscapeProblems('x.ts', "const re = `\\D${x}`; text.replace(/\\D/g, '');")).toEqual([]);
  });

  it('no SQL in the API sources has one', async () => {
    const files = await sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of files)
      problems.push(...sqlEscapeProblems(path.relative(SRC, file), await readFile(file, 'utf8')));
    expect(problems).toEqual([]);
  });
});
