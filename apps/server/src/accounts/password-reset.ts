import { hashToken, newSessionToken } from '../players/session-token';
import type { AppContext } from '../app-context';
import { findAccountByEmail } from './account-store';
import { closeAllSessions } from '../players/player-store';
import { hashPassword } from './password';
import type { Mailer } from './mailer';

export const RESET_VALID_MINUTES = 60;

/**
 * Sends a one-hour, single-use reset link if an account has this email, and does nothing otherwise.
 * The caller answers the same either way, so the answer reveals nothing about who is registered.
 */
export async function requestReset(ctx: AppContext, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) return;
  const token = newSessionToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      player_id: account.player_id,
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
  const link = `${publicUrl}/forgot-password?token=${token}`;
  await mailer.send({
    to: account.email,
    subject: 'Reset your Psi Circuit password',
    text: [
      `Hello ${account.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Psi Circuit account.',
      `Open this link within one hour to choose a new password. It works once:`,
      '',
      link,
      '',
      'If you did not ask, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}

export type ResetAnswer = { ok: true } | { ok: false; message: string };

export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one below.';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether a reset link still works (unused, within its hour), without using it: the page asks before it
 * shows the form, so a used or expired link says so at once (issue 34). Read-only; the token is 256
 * random bits, so asking cannot guess one.
 */
export async function resetLinkWorks(ctx: AppContext, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const row = await ctx.db
    .selectFrom('password_resets')
    .select('player_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses a reset token: one conditional UPDATE marks it used only if it is unused and unexpired, so
 * two clicks at once cannot both succeed. Sets the password, voids the account's other reset links
 * and ends all its sessions (whoever knew the old password is logged out).
 */
export async function confirmReset(ctx: AppContext, token: string, password: string): Promise<ResetAnswer> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, message: RESET_LINK_INVALID };
  const passwordHash = await hashPassword(password, ctx.scryptLog2N);
  const now = ctx.now();
  const used = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('player_id')
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('player_id', '=', row.player_id)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('player_id', '=', row.player_id)
      .where('used_at', 'is', null)
      .execute();
    return row.player_id;
  });
  if (used === null) return { ok: false, message: RESET_LINK_INVALID };
  await closeAllSessions(ctx, used);
  return { ok: true };
}
