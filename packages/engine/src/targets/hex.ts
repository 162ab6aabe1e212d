// Seeds travel as lowercase hex (the proof's `seed`, the commitment).

export const SEED_BYTES = 32;

export function seedToHex(seed: Uint8Array): string {
  let hex = '';
  for (const byte of seed) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Parses 64 hex digits into a 32-byte seed; throws on anything else. */
export function seedFromHex(hex: string): Uint8Array {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('A seed is 64 hexadecimal digits (32 bytes).');
  const seed = new Uint8Array(SEED_BYTES);
  for (let i = 0; i < SEED_BYTES; i++) seed[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return seed;
}

export function assertSeed(seed: Uint8Array): void {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) {
    throw new Error(`A circuit seed is ${SEED_BYTES} bytes.`);
  }
}
