import { createHash } from 'node:crypto';
import { pooledRandomBytes } from '../lib/random-pool';

// A session id is a bearer secret: 32 random bytes, handed to the client once and stored only as its
// SHA-256, so a database dump cannot be replayed as live sessions.
export function newSessionToken(): string {
  return pooledRandomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
