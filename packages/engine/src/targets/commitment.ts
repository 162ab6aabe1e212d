import { sha256 } from '@noble/hashes/sha2.js';
import { seedToHex } from './hex';

/** Published when a circuit starts: lowercase hex SHA-256 of the seed bytes. */
export function commitment(seed: Uint8Array): string {
  return seedToHex(sha256(seed));
}
