// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headSignatureCheck, headText } from './verify-head';

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const subtle = globalThis.crypto.subtle;

/** A log's key and a head it signed, made with WebCrypto as the server makes them with node:crypto. */
async function signedHead() {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = await subtle.exportKey('raw', pair.publicKey);
  const unsigned = { treeSize: 6, rootHash: 'ab'.repeat(32), timestamp: '2030-01-01T10:00:00.000Z' };
  const signature = await subtle.sign(
    { name: 'Ed25519' },
    pair.privateKey,
    new TextEncoder().encode(headText({ ...unsigned, signature: '' })),
  );
  return {
    head: { ...unsigned, signature: toBase64(signature) },
    key: { algorithm: 'Ed25519' as const, publicKeyPem: '', publicKey: toBase64(raw) },
  };
}

const inclusion = (treeSize: number, rootHash: string) => ({
  leafIndex: 3,
  treeSize,
  rootHash,
  leaf: '{}',
  auditPath: [],
});

describe('headSignatureCheck', () => {
  it("passes a head signed by the log's key, and says it is the proof's root", async () => {
    const { head, key } = await signedHead();
    const check = await headSignatureCheck(head, key, inclusion(6, head.rootHash));
    expect(check).toMatchObject({ id: 'head', ok: true });
    expect(check!.detail).toContain("the same root as this circuit's audit path");
  });

  it('says so when the log has grown since the audit path', async () => {
    const { head, key } = await signedHead();
    const check = await headSignatureCheck(head, key, inclusion(5, 'cd'.repeat(32)));
    expect(check).toMatchObject({ ok: true });
    expect(check!.detail).toContain('the log has grown');
  });

  it('fails a head whose root was changed after signing', async () => {
    const { head, key } = await signedHead();
    const check = await headSignatureCheck({ ...head, rootHash: 'cd'.repeat(32) }, key, null);
    expect(check).toMatchObject({ ok: false, detail: "The head's signature does not match the log's key." });
  });

  it("fails a head signed by another key than the log's", async () => {
    const { head } = await signedHead();
    const { key } = await signedHead();
    expect(await headSignatureCheck(head, key, null)).toMatchObject({ ok: false });
  });

  it('fails when the head or the key cannot be fetched', async () => {
    const { key } = await signedHead();
    expect(await headSignatureCheck(null, key, null)).toMatchObject({ ok: false });
  });

  it('says nothing where the browser has no Ed25519', async () => {
    const { head, key } = await signedHead();
    const without = {
      importKey: () => Promise.reject(new DOMException('no Ed25519', 'NotSupportedError')),
    } as unknown as SubtleCrypto;
    expect(await headSignatureCheck(head, key, null, without)).toBeNull();
  });
});
