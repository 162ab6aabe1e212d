import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { queuedHash } from './password-queue';

/**
 * Password hashing with scrypt (node:crypto), a memory-hard KDF: each guess costs 128·N·r bytes of
 * memory, which is what makes GPU/ASIC guessing expensive.
 *
 * Parameters: N = 2^15, r = 8, p = 1 → 32 MiB and ~0.1-0.4 s per hash on this project's 2-core
 * machines. OWASP's floor for scrypt is N = 2^17 (128 MiB); we stay at 2^15 so that a burst of
 * logins cannot exhaust a small server's memory (libuv runs 4 hashes at once = 128 MiB), and let an
 * operator raise it with SCRYPT_LOG2_N. The parameters are stored with every hash, so raising them
 * later leaves old hashes valid, and `needsRehash` tells login to upgrade them.
 *
 * Stored form: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`, 16-byte salt, 32-byte hash.
 */
export const DEFAULT_LOG2_N = 15;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 256 * r * 2 ** log2N };
  // Through the process's queue: at most about the core count at once, the rest refused (password-queue.ts).
  return queuedHash(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string, log2N = DEFAULT_LOG2_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, log2N, R, P);
  return ['scrypt', log2N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every(Number.isInteger) || log2N < 1 || log2N > 24 || r < 1 || r > 32 || p < 1 || p > 16)
    return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const key = await derive(password, salt, log2N, r, p);
  return timingSafeEqual(key, expected);
}

/** True when a hash was made with weaker parameters than today's: login re-hashes it. */
export function needsRehash(stored: string, log2N = DEFAULT_LOG2_N): boolean {
  const parts = stored.split('$');
  return parts[0] !== 'scrypt' || Number(parts[1]) < log2N || Number(parts[2]) !== R || Number(parts[3]) !== P;
}

/**
 * A hash of a password nobody knows, checked when the email is unknown so that "no such account"
 * and "wrong password" take the same time (no account enumeration by timing).
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(log2N = DEFAULT_LOG2_N): Promise<string> {
  let decoy = decoys.get(log2N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), log2N);
    // A refusal (the password queue full) must not be kept as the decoy for good.
    decoy.catch(() => decoys.delete(log2N));
    decoys.set(log2N, decoy);
  }
  return decoy;
}
