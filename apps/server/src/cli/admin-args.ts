import { readOptions } from './read-options';

export const ADMIN_USAGE = `usage: npm run admin --silent -- create --email EMAIL [--name NAME]
  Creates an administrator account, or makes an existing account an administrator.
  A new account's password is read from standard input (e.g. printf '%s' "$PASSWORD" | npm run admin …).
  Uses the same DATABASE_URL / DATA_DIR as the server. With PGlite (no DATABASE_URL), stop the server first.`;

export interface AdminCreateArgs {
  command: 'create';
  email: string;
  name: string | null;
}

export function parseAdminArgs(argv: string[]): AdminCreateArgs | { error: string } {
  const [command, ...rest] = argv;
  if (command !== 'create')
    return {
      error:
        command === undefined ? 'Missing command: create.' : `Unknown command "${command}": the only one is create.`,
    };
  const read = readOptions(rest, ['email', 'name'], {
    unknown: (arg) => `Unknown option "${arg}".`,
    noValue: (flag) => `${flag} needs a value.`,
  });
  if ('error' in read) return read;
  const { email, name } = read.values;
  if (email === undefined) return { error: '--email is required.' };
  return { command: 'create', email, name: name ?? null };
}
