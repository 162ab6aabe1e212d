// The log's latest tree head checked on this device (docs/transparency.md): its Ed25519 signature,
// with the browser's own WebCrypto, against the key the log publishes. A head signed once cannot be
// denied later, so a log that forked or rewrote history would be caught by anyone who kept one.
import type { LogHead, LogKey, LogInclusion } from '../../../lib/api/transparency';
import type { ProofCheck } from './verify-proof';

/** The bytes a head's signature covers, as the server signs them (contract: TransparencyHead). */
export const headText = (head: LogHead): string =>
  `psi-circuit-log-head/v1\n${head.treeSize}\n${head.rootHash}\n${head.timestamp}`;

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * The check, or null where this browser's WebCrypto has no Ed25519 (nothing can be said either way,
 * and a missing algorithm is not a failed proof).
 */
export async function headSignatureCheck(
  head: LogHead | null,
  key: LogKey | null,
  inclusion: LogInclusion | null,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<ProofCheck | null> {
  const label = "The log's head is signed by its published key";
  if (!subtle) return null;
  if (head === null || key === null)
    return { id: 'head', label, ok: false, detail: "The log's signed head could not be reached." };
  let publicKey: CryptoKey;
  try {
    publicKey = await subtle.importKey('raw', fromBase64(key.publicKey), { name: 'Ed25519' }, false, ['verify']);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotSupportedError') return null;
    return { id: 'head', label, ok: false, detail: 'The published key is not an Ed25519 public key.' };
  }
  let ok: boolean;
  try {
    const data = new TextEncoder().encode(headText(head));
    ok = await subtle.verify({ name: 'Ed25519' }, publicKey, fromBase64(head.signature), data);
  } catch {
    ok = false;
  }
  if (!ok) return { id: 'head', label, ok, detail: "The head's signature does not match the log's key." };
  const size = head.treeSize.toLocaleString('en');
  const same = inclusion !== null && inclusion.treeSize === head.treeSize && inclusion.rootHash === head.rootHash;
  return {
    id: 'head',
    label,
    ok,
    detail: same
      ? `Verified here with WebCrypto (Ed25519): the head of ${size} leaves, the same root as this circuit's audit path.`
      : `Verified here with WebCrypto (Ed25519): the latest head, ${size} leaves (the log has grown since this circuit's audit path).`,
  };
}
