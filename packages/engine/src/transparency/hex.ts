// The log's hashes travel as lowercase hex in JSON.
import type { Hash } from './merkle';

export function hashToHex(hash: Hash): string {
  let hex = '';
  for (const byte of hash) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** 64 hex digits to 32 bytes; throws on anything else. */
export function hashFromHex(hex: string): Hash {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('A log hash is 64 hexadecimal digits (32 bytes).');
  const hash = new Uint8Array(32);
  for (let i = 0; i < 32; i++) hash[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return hash;
}
