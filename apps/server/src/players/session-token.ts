import { hash } from 'node:crypto';
import { pooledRandomBytes } from '../lib/random-pool';

// A session id is a bearer secret: 32 random bytes, handed to the client once and stored only as its
// SHA-256, so a database dump cannot be replayed as live sessions.
export function newSessionToken(): string {
  return pooledRandomBytes(32).toString('base64url');
}

// Every authenticated request hashes its token: the one-shot hash() skips createHash's stream object.
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
