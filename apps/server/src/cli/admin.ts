// `npm run admin --silent -- create --email EMAIL` (docs/feedback.md): the first administrator.
// Exit codes: 0 done, 1 the database failed, 2 bad arguments or a password that breaks the rules.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { ADMIN_USAGE, parseAdminArgs } from './admin-args';
import { createAdmin } from './admin-create';
import { readPassword } from './read-password';

const args = parseAdminArgs(process.argv.slice(2));
if ('error' in args) {
  process.stderr.write(`${args.error}\n${ADMIN_USAGE}\n`);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

let handle;
try {
  handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(handle);
} catch (error) {
  process.stderr.write(
    `Cannot open the database (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}): ${error instanceof Error ? error.message : String(error)}\n` +
      (config.databaseUrl ? '' : 'With PGlite, stop the server first: only one process can open its data folder.\n'),
  );
  process.exit(1);
}

try {
  const result = await createAdmin(handle.db, args, () => readPassword(), new Date(), config.scryptLog2N);
  if (!result.ok) {
    process.stderr.write(`${result.message}\n`);
    process.exitCode = 2;
  } else {
    const said = {
      created: 'Created administrator',
      promoted: 'Made administrator:',
      'already-admin': 'Already an administrator:',
    }[result.action];
    process.stdout.write(`${said} ${args.email.trim()} (userid ${result.userid})\n`);
  }
} catch (error) {
  process.stderr.write(`The database failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
