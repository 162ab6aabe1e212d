import { findAccountByEmail, createAccount, makeAdmin } from '../accounts/account-store';
import { isUniqueViolation } from '../db/unique-violation';
import { emailError, nameError, passwordError } from '../accounts/field-rules';
import { hashPassword } from '../accounts/password';
import type { AppDb } from '../db/app-db';

export type AdminCreateResult =
  { ok: true; action: 'created' | 'promoted' | 'already-admin'; userid: string } | { ok: false; message: string };

/**
 * `npm run admin -- create`: an existing account (any case of its email) becomes an admin and keeps
 * its password; otherwise a new admin account is made with the password from `readPassword`, which
 * is only called then.
 */
export async function createAdmin(
  db: AppDb,
  input: { email: string; name: string | null },
  readPassword: () => Promise<string>,
  now: Date,
  log2N?: number,
): Promise<AdminCreateResult> {
  const bad = emailError(input.email);
  if (bad) return { ok: false, message: `--email: ${bad}` };
  const existing = await findAccountByEmail(db, input.email);
  if (existing) {
    if (existing.role === 'admin') return { ok: true, action: 'already-admin', userid: existing.player_id };
    await makeAdmin(db, existing.player_id, now);
    return { ok: true, action: 'promoted', userid: existing.player_id };
  }
  const name = input.name ?? input.email.trim().split('@')[0]!;
  const badName = nameError(name);
  if (badName) return { ok: false, message: `--name: ${badName}` };
  const password = await readPassword();
  const badPassword = passwordError(password);
  if (badPassword) return { ok: false, message: `password (standard input): ${badPassword}` };
  try {
    const userid = await createAccount(
      db,
      null,
      { email: input.email, name, passwordHash: await hashPassword(password, log2N), role: 'admin' },
      now,
    );
    return { ok: true, action: 'created', userid };
  } catch (error) {
    if (isUniqueViolation(error))
      return {
        ok: false,
        message: 'An account with this e-mail address was created at the same moment; run the command again.',
      };
    throw error;
  }
}
