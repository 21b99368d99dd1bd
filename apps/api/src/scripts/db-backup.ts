/**
 * `npm run db:backup [-- FILE]`: saves the database (DATABASE_URL, or the embedded one in DATA_DIR/pg) and the
 * uploaded images into one .tar.gz (default DATA_DIR/backups/sapar-<kind>-<UTC time>.tar.gz), then prints what it
 * holds. A relative FILE is taken from the folder the command was run in. The embedded database can be saved only
 * while the server is stopped (PGlite serves one process); PostgreSQL is saved while the shop runs.
 * Exit codes: 0 saved, 1 refused or failed, 2 usage.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../env.js';
import { BackupRefusal, createBackup, defaultBackupFile, ToolFailure } from './backup.js';

const say = (line: string) => void process.stdout.write(`${line}\n`);

const USAGE = `Usage: npm run db:backup [-- FILE]
  Saves the database and the uploaded images into FILE (.tar.gz; default DATA_DIR/backups/sapar-<kind>-<time>.tar.gz).
  Restore with: npm run db:restore -- FILE`;

async function run(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const operands = args.filter((arg) => arg !== '--');
  if (operands.length > 1 || operands.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  // npm runs workspace scripts in apps/api; INIT_CWD is where the person typed the command.
  const file = operands[0] ? path.resolve(env.INIT_CWD ?? process.cwd(), operands[0]) : defaultBackupFile(config);
  const started = Date.now();
  const manifest = await createBackup({ config, file, log: (line) => console.error(line) });
  const { counts } = manifest;
  say(`Saved ${file}`);
  say(
    `  ${manifest.database === 'pglite' ? 'embedded database (PGlite)' : `PostgreSQL ${manifest.serverVersion}`}, ` +
      `${manifest.migrations.length} migrations; ${counts.orders} orders, ${counts.tickets} tickets, ` +
      `${counts.payments} payments, ${counts.uploads} uploaded images (${manifest.mediaFiles} files, ` +
      `${(manifest.mediaBytes / 1024 / 1024).toFixed(1)} MB)${manifest.hasJwtSecret ? ', the generated JWT secret' : ''}; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  say('  It holds personal data and secrets: keep it private, and copy it off this machine.');
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
