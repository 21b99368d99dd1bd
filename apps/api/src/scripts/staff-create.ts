/**
 * `npm run staff:create -- EMAIL`: makes EMAIL a staff admin (the first admin; admins invite the rest
 * through the API). A new account gets the password
 * from STAFF_PASSWORD, or a generated one printed once; an existing account is promoted and keeps
 * its password. Opens the database like the server (same env, same DATA_DIR, migrations first).
 * Exit codes: 0 done, 1 refused (bad input, database in use), 2 usage.
 */
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { ConfigError, loadConfig } from '../env.js';
import { checkStaffAccountInput, createStaffAccount, StaffAccountInputError } from '../modules/staff/staff-accounts.js';
import { inspectPgliteDir } from './pglite-in-use.js';

/** Results go to stdout (console.log is kept out of the code by lint; this is a command-line tool). */
const say = (line: string) => void process.stdout.write(`${line}\n`);

const USAGE = `Usage: npm run staff:create -- EMAIL
  Creates a staff admin account for EMAIL (password from STAFF_PASSWORD, or generated and printed once),
  or makes an existing account a staff admin (its password is kept). Other staff are invited by an
  admin in the back office. At the first sign-in the admin sets up the second factor (TOTP).`;

async function run(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const operands = args.filter((arg) => arg !== '--');
  if (operands.length !== 1 || operands[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const input = { email: operands[0]!, password: env.STAFF_PASSWORD };
  // Bad input is refused before anything is opened or created.
  checkStaffAccountInput(input);

  const config = loadConfig(env);
  const pgliteDir = path.join(config.dataDir, 'pg');
  if (!config.databaseUrl) {
    const dir = inspectPgliteDir(pgliteDir);
    if (dir.state === 'in_use') {
      console.error(
        `The embedded database ${pgliteDir} is open in process ${dir.pid} (the Sapar server?). ` +
          'PGlite can be used by one process at a time: stop the server (Ctrl-C), run this again, then start the server.',
      );
      return 1;
    }
    if (dir.state === 'unknown') {
      console.error(
        `The embedded database ${pgliteDir} looks open (postmaster.pid is there). Stop the server and run this again. ` +
          'If no server is running (it crashed), delete that postmaster.pid and run this again.',
      );
      return 1;
    }
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await database.migrate();
    const result = await createStaffAccount(database.db, input);
    if (result.outcome === 'created') {
      say(`Created staff admin account ${result.email}.`);
      if (result.isPasswordGenerated) {
        say(`Password (shown only this once; store it safely): ${result.password}`);
      } else {
        say('Password: the one given in STAFF_PASSWORD.');
      }
    } else {
      const ignored = input.password ? ' STAFF_PASSWORD was ignored.' : '';
      say(
        result.outcome === 'promoted'
          ? `${result.email} is a staff admin now; the account keeps its password.${ignored}`
          : `${result.email} is a staff admin already; nothing changed, the account keeps its password.${ignored}`,
      );
      if (!result.isActive) say('Note: this account is deactivated, so it cannot sign in.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

// An entry point, like main.ts: the only place besides env.ts that reads process.env (STAFF_PASSWORD).
try {
  process.exitCode = await run(process.argv.slice(2), process.env);
} catch (error) {
  if (error instanceof StaffAccountInputError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
