import { createHash, createPublicKey, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { auditLog } from '../src/cli/audit';
import { injectClient, newPlayer, playRandom, startCircuit } from './support/game';

// An independent verifier, written here from RFC 9162 with node:crypto only: nothing of the server's
// or the engine's Merkle code, so a bug shared by the two cannot hide.
const sha256 = (...parts: Buffer[]): Buffer => createHash('sha256').update(Buffer.concat(parts)).digest();
const leafHash = (text: string) => sha256(Buffer.from([0]), Buffer.from(text, 'utf8'));
const node = (left: Buffer, right: Buffer) => sha256(Buffer.from([1]), left, right);

/** MTH(D[n]) by the recursive definition of RFC 9162 2.1.1. */
function root(hashes: Buffer[]): Buffer {
  if (hashes.length === 0) return sha256();
  if (hashes.length === 1) return hashes[0]!;
  let k = 1;
  while (k * 2 < hashes.length) k *= 2;
  return node(root(hashes.slice(0, k)), root(hashes.slice(k)));
}

/** Rebuilds the root from a leaf and its audit path, descending the tree as PATH(m, D[n]) was built. */
function rootFromPath(index: number, size: number, leaf: Buffer, path: Buffer[]): Buffer | null {
  if (size === 1) return path.length === 0 ? leaf : null;
  if (path.length === 0) return null;
  let k = 1;
  while (k * 2 < size) k *= 2;
  const sibling = path[path.length - 1]!;
  const rest = path.slice(0, -1);
  if (index < k) {
    const left = rootFromPath(index, k, leaf, rest);
    return left && node(left, sibling);
  }
  const right = rootFromPath(index - k, size - k, leaf, rest);
  return right && node(sibling, right);
}

const hex = (b: Buffer) => b.toString('hex');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

describe('GET /api/transparency/*', () => {
  let finishedId = '';
  let abandonedId = '';
  let firstHead: { treeSize: number; rootHash: string };

  it('signs the empty tree before any circuit, with the published Ed25519 key', async () => {
    const head = await json('/api/transparency/head');
    expect(head).toMatchObject({ treeSize: 0, rootHash: hex(sha256()) });
    const key = await json('/api/transparency/key');
    expect(key.algorithm).toBe('Ed25519');
    const text = `psi-circuit-log-head/v1\n${head.treeSize}\n${head.rootHash}\n${head.timestamp}`;
    const publicKey = createPublicKey(key.publicKeyPem);
    expect(verify(null, Buffer.from(text), publicKey, Buffer.from(head.signature, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from(text + ' '), publicKey, Buffer.from(head.signature, 'base64'))).toBe(false);
    // The raw key is the last 32 bytes of the SPKI form.
    const der = publicKey.export({ type: 'spki', format: 'der' });
    expect(Buffer.from(key.publicKey, 'base64').equals(der.subarray(der.length - 32))).toBe(true);
  });

  it('logs a start leaf, then a finish leaf with the disclosed seed, and proves the latest', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const atStart = await json(`/api/transparency/proof?circuit=${started.id}`);
    expect(JSON.parse(atStart.leaf)).toEqual({
      v: 1,
      kind: 'start',
      circuit: started.id,
      commitment: started.commitment,
      control: false,
    });
    firstHead = await json('/api/transparency/head');

    const played = await playRandom(app, player, started);
    finishedId = started.id;
    const proof = await json(`/api/transparency/proof?circuit=${finishedId}`);
    const leaf = JSON.parse(proof.leaf);
    expect(leaf).toMatchObject({ kind: 'finish', circuit: finishedId, mainScore: played.view.mainScore });
    expect(hex(sha256(Buffer.from(leaf.seed, 'hex')))).toBe(started.commitment);
    const path = proof.auditPath.map((h: string) => Buffer.from(h, 'hex'));
    const rebuilt = rootFromPath(proof.leafIndex, proof.treeSize, leafHash(proof.leaf), path);
    expect(rebuilt && hex(rebuilt)).toBe(proof.rootHash);
    expect(proof.rootHash).toBe((await json('/api/transparency/head')).rootHash);
  });

  it('logs an abandoned circuit with what it counts for, when its player starts another', async () => {
    const player = await newPlayer(app);
    const first = await startCircuit(app, player);
    await playRandom(app, player, first, { limit: 3 });
    await startCircuit(app, player);
    abandonedId = first.id;
    const proof = await json(`/api/transparency/proof?circuit=${abandonedId}`);
    expect(JSON.parse(proof.leaf)).toMatchObject({
      kind: 'abandon',
      circuit: abandonedId,
      reason: 'new-circuit',
      expectedScore: expect.any(Number),
      remainingVariance: expect.any(Number),
    });
    const path = proof.auditPath.map((h: string) => Buffer.from(h, 'hex'));
    const rebuilt = rootFromPath(proof.leafIndex, proof.treeSize, leafHash(proof.leaf), path);
    expect(rebuilt && hex(rebuilt)).toBe(proof.rootHash);
  });

  it('breaks the proof when a leaf is tampered with', async () => {
    const proof = await json(`/api/transparency/proof?circuit=${finishedId}`);
    const leaf = JSON.parse(proof.leaf);
    const forged = JSON.stringify({ ...leaf, mainScore: leaf.mainScore + 1 });
    const path = proof.auditPath.map((h: string) => Buffer.from(h, 'hex'));
    expect(hex(rootFromPath(proof.leafIndex, proof.treeSize, leafHash(proof.leaf), path)!)).toBe(proof.rootHash);
    expect(hex(rootFromPath(proof.leafIndex, proof.treeSize, leafHash(forged), path)!)).not.toBe(proof.rootHash);
  });

  it('hands out every leaf, whose tree is the head and whose sums are the world statistics', async () => {
    const head = await json('/api/transparency/head');
    const { leaves } = await json(`/api/transparency/leaves?start=0&end=${head.treeSize}`);
    expect(leaves).toHaveLength(head.treeSize);
    expect(hex(root(leaves.map(leafHash)))).toBe(head.rootHash);
    const closes = leaves.map((text: string) => JSON.parse(text)).filter((l: { kind: string }) => l.kind !== 'start');
    const finished = closes.filter((l: { kind: string }) => l.kind === 'finish');
    const abandoned = closes.filter((l: { kind: string }) => l.kind === 'abandon');
    const world = await json('/api/stats/world');
    expect(world.circuits).toBe(finished.length);
    expect(world.abandoned).toBe(abandoned.length);
    const total =
      finished.reduce((s: number, l: { mainScore: number }) => s + l.mainScore, 0) +
      abandoned.reduce((s: number, l: { expectedScore: number }) => s + l.expectedScore, 0);
    expect(world.meanScore).toBeCloseTo(total / (finished.length + abandoned.length), 9);
  });

  it('proves the first head a prefix of the latest', async () => {
    const head = await json('/api/transparency/head');
    const answer = await json(`/api/transparency/consistency?first=${firstHead.treeSize}&second=${head.treeSize}`);
    expect(answer.firstRootHash).toBe(firstHead.rootHash);
    expect(answer.secondRootHash).toBe(head.rootHash);
    // Checked here from the leaves themselves: the old root is the root of the first leaves, and the proof
    // holds exactly the subtrees the RFC's SUBPROOF names.
    const { leaves } = await json(`/api/transparency/leaves?start=0&end=${head.treeSize}`);
    const hashes: Buffer[] = leaves.map(leafHash);
    expect(hex(root(hashes.slice(0, firstHead.treeSize)))).toBe(firstHead.rootHash);
    const subproof = (m: number, d: Buffer[], whole: boolean): Buffer[] => {
      if (m === d.length) return whole ? [] : [root(d)];
      let k = 1;
      while (k * 2 < d.length) k *= 2;
      return m <= k
        ? [...subproof(m, d.slice(0, k), whole), root(d.slice(k))]
        : [...subproof(m - k, d.slice(k), false), root(d.slice(0, k))];
    };
    expect(answer.proof).toEqual(subproof(firstHead.treeSize, hashes, true).map(hex));
  });

  it('answers 404 for a circuit the log does not hold and 400 for a malformed one', async () => {
    const unknown = await get('/api/transparency/proof?circuit=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The log has no leaf for this circuit.');
    expect((await get('/api/transparency/proof?circuit=nope')).statusCode).toBe(400);
    expect((await get('/api/transparency/proof')).statusCode).toBe(400);
  });

  it('refuses ranges that are reversed, past the tree, or too long, saying why', async () => {
    const head = await json('/api/transparency/head');
    const reversed = await get('/api/transparency/consistency?first=3&second=2');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('first (3) must not be larger than second (2).');
    const past = await get(`/api/transparency/consistency?first=1&second=${head.treeSize + 1}`);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('is larger than the tree');
    expect((await get('/api/transparency/consistency?first=0&second=1')).statusCode).toBe(400);
    expect((await get('/api/transparency/leaves?start=0&end=1001')).statusCode).toBe(400);
    expect((await get(`/api/transparency/leaves?start=0&end=${head.treeSize + 1}`)).statusCode).toBe(400);
    expect((await get('/api/transparency/leaves?start=2&end=2')).statusCode).toBe(400);
  });

  it('passes the audit of npm run audit-log, which fails on a forged leaf', async () => {
    const report = await auditLog(injectClient(app));
    expect(report.problems).toEqual([]);
    expect(report.sums.finished).toBe(1);
    expect(report.sums.abandoned).toBe(1);
    expect(report.rootHash).toBe((await json('/api/transparency/head')).rootHash);

    const honest = injectClient(app);
    const forging: typeof honest = async (method, url, options) => {
      const answer = await honest(method, url, options);
      if (!url.startsWith('/api/transparency/leaves')) return answer;
      const body = answer.body as { start: number; leaves: string[] };
      const leaves = body.leaves.map((text) => text.replace('"kind":"finish"', '"kind":"abandon"'));
      return { ...answer, body: { ...body, leaves } };
    };
    const forged = await auditLog(forging);
    expect(forged.problems.some((p) => p.startsWith("the leaves' root"))).toBe(true);
  });
});
