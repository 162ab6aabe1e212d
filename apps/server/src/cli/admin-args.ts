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
  let email: string | null = null;
  let name: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = rest[i + 1];
    if ((flag === '--email' || flag === '--name') && (value === undefined || value.startsWith('--')))
      return { error: `${flag} needs a value.` };
    if (flag === '--email') email = value!;
    else if (flag === '--name') name = value!;
    else return { error: `Unknown option "${flag}".` };
    i++;
  }
  if (email === null) return { error: '--email is required.' };
  return { command: 'create', email, name };
}
