import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { AppDb } from '../db/app-db';

export interface LogKey {
  privateKey: KeyObject;
  publicKeyPem: string;
  /** The raw 32-byte Ed25519 public key, base64 (what a browser's WebCrypto imports). */
  publicKey: string;
}

/**
 * The log's Ed25519 key: made once and kept in the database, so every API process signs with the
 * same key and a restart keeps it. Two processes making one at once: the first insert wins and
 * both read it back.
 */
export async function loadLogKey(db: AppDb): Promise<LogKey> {
  let row = await db.selectFrom('transparency_key').select(['private_key', 'public_key']).executeTakeFirst();
  if (!row) {
    const pair = generateKeyPairSync('ed25519');
    await db
      .insertInto('transparency_key')
      .values({
        id: 1,
        private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        public_key: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await db.selectFrom('transparency_key').select(['private_key', 'public_key']).executeTakeFirstOrThrow();
  }
  // The SPKI DER of an Ed25519 key is a fixed 12-byte header and the 32 raw bytes.
  const der = createPublicKey(row.public_key).export({ type: 'spki', format: 'der' });
  return {
    privateKey: createPrivateKey(row.private_key),
    publicKeyPem: row.public_key,
    publicKey: der.subarray(der.length - 32).toString('base64'),
  };
}

/** The bytes a tree head's signature covers (docs/transparency.md). */
export function headText(treeSize: number, rootHash: string, timestamp: string): string {
  return `psi-circuit-log-head/v1\n${treeSize}\n${rootHash}\n${timestamp}`;
}

export function signHead(key: LogKey, treeSize: number, rootHash: string, timestamp: string): string {
  return sign(null, Buffer.from(headText(treeSize, rootHash, timestamp), 'utf8'), key.privateKey).toString('base64');
}
