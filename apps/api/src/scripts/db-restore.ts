/**
 * `npm run db:restore -- FILE [--yes] [--ignore-connections]`: puts a backup made by `db:backup` back, into the
 * database of the current configuration (the same kind only: an embedded backup without DATABASE_URL, a
 * PostgreSQL one with it), with its uploaded images; applies the migrations the backup lacks; keeps the replaced
 * files in DATA_DIR/replaced-<time>. Asks before replacing anything unless --yes is given; without a terminal to
 * ask on, --yes is required. Exit codes: 0 restored, 1 refused, failed or not confirmed, 2 usage.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '../env.js';
import { BackupRefusal, restoreBackup, ToolFailure } from './backup.js';

const say = (line: string) => void process.stdout.write(`${line}\n`);

const USAGE = `Usage: npm run db:restore -- FILE [--yes] [--ignore-connections]
  Replaces the database and the uploaded images with those saved in FILE (made by npm run db:backup).
  --yes                 do not ask for confirmation
  --ignore-connections  PostgreSQL: restore even though other sessions are connected (stop the API servers first!)`;

const FLAGS = new Set(['--yes', '--ignore-connections']);

async function ask(question: string, yes: boolean): Promise<boolean> {
  say(question);
  if (yes) return true;
  if (!process.stdin.isTTY) {
    console.error('Not confirmed: run it in a terminal to be asked, or add --yes. Nothing was changed.');
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question('Type "yes" to replace the data: ');
    return answer.trim().toLowerCase() === 'yes';
  } finally {
    prompt.close();
  }
}

async function run(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const operands = args.filter((arg) => arg !== '--' && !FLAGS.has(arg));
  if (operands.length !== 1 || operands[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), operands[0]!);
  const result = await restoreBackup({
    config,
    file,
    confirm: (question) => ask(question, args.includes('--yes')),
    ignoreConnections: args.includes('--ignore-connections'),
    log: (line) => say(line),
  });
  if (result.cancelled) {
    say('Nothing was changed.');
    return 1;
  }
  const { counts, manifest } = result;
  const expected = manifest.counts;
  say(`Restored ${file}.`);
  say(
    `  Now: ${counts.orders} orders, ${counts.tickets} tickets, ${counts.payments} payments, ${counts.uploads} uploaded images ` +
      `(${result.mediaFiles} files); the backup listed ${expected.orders}, ${expected.tickets}, ${expected.payments}, ${expected.uploads}.`,
  );
  say(
    result.migrationsApplied.length > 0
      ? `  Applied ${result.migrationsApplied.length} migration(s) the backup did not have: ${result.migrationsApplied.join(', ')}.`
      : '  The backup was at the current schema; no migration needed.',
  );
  if (result.replacedDir)
    say(`  The replaced data is kept in ${result.replacedDir}; delete it once the shop looks right.`);
  say('  Start the server again.');
  const matches = (Object.keys(expected) as (keyof typeof expected)[]).every((key) => counts[key] === expected[key]);
  if (!matches) {
    console.error("The counts differ from the backup's manifest: check the shop before taking orders.");
    return 1;
  }
  return 0;
}

// An entry point, like main.ts: the only place besides env.ts that reads process.env (INIT_CWD).
try {
  process.exitCode = await run(process.argv.slice(2), process.env);
} catch (error) {
  if (error instanceof BackupRefusal || error instanceof ConfigError || error instanceof ToolFailure) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
