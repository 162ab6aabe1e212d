import { sha256 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consistencyProof,
  inclusionPath,
  leafTextHash,
  nodesCompleted,
  nodesFromLeaves,
  nodesRead,
  treeHash,
  type Hash,
} from './merkle';
import { hashToHex } from './hex';
import { verifyConsistency, verifyInclusion } from './verify';

const leaves = (n: number): Hash[] => Array.from({ length: n }, (_, i) => leafTextHash(`leaf ${i}`));

/** MTH written straight from RFC 9162 2.1.1 over the leaf hashes, to check the node-based one against. */
function plainRoot(hashes: Hash[]): Hash {
  if (hashes.length === 0) return sha256(new Uint8Array(0));
  if (hashes.length === 1) return hashes[0]!;
  let k = 1;
  while (k * 2 < hashes.length) k *= 2;
  const left = plainRoot(hashes.slice(0, k));
  const right = plainRoot(hashes.slice(k));
  return sha256(new Uint8Array([1, ...left, ...right]));
}

describe('the log tree (RFC 9162 2.1)', () => {
  it('hashes a leaf as SHA-256(0x00 || bytes): the empty leaf gives the RFC 6962 test vector', () => {
    expect(hashToHex(leafTextHash(''))).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d');
  });

  it('gives the root of the recursive definition for every size up to 70', () => {
    for (let n = 0; n <= 70; n++) {
      const hashes = leaves(n);
      expect(hashToHex(treeHash(n, nodesFromLeaves(hashes)))).toBe(hashToHex(plainRoot(hashes)));
    }
  });

  it('proves every leaf of every tree up to 40 leaves, and no other leaf or index', () => {
    for (let n = 1; n <= 40; n++) {
      const hashes = leaves(n);
      const nodes = nodesFromLeaves(hashes);
      const root = treeHash(n, nodes);
      for (let m = 0; m < n; m++) {
        const path = inclusionPath(m, n, nodes);
        expect(verifyInclusion(m, n, hashes[m]!, path, root)).toBe(true);
        expect(verifyInclusion(m, n, leafTextHash('forged'), path, root)).toBe(false);
        if (n > 1) expect(verifyInclusion((m + 1) % n, n, hashes[m]!, path, root)).toBe(false);
      }
    }
  });

  it('proves each tree up to 40 leaves a prefix of every larger one, and rejects a changed prefix', () => {
    const all = leaves(40);
    const nodes = nodesFromLeaves(all);
    for (let n = 1; n <= 40; n++) {
      for (let m = 1; m <= n; m++) {
        const proof = consistencyProof(m, n, nodes);
        const [first, second] = [treeHash(m, nodes), treeHash(n, nodes)];
        expect(verifyConsistency(m, n, first, second, proof)).toBe(true);
        const rewritten = [...all];
        rewritten[m - 1] = leafTextHash('rewritten');
        const forgedFirst = treeHash(m, nodesFromLeaves(rewritten));
        expect(verifyConsistency(m, n, forgedFirst, second, proof)).toBe(false);
      }
    }
  });

  it('builds the same nodes by appending leaf after leaf as from the whole list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (n) => {
        const hashes = leaves(n);
        const stored = new Map<string, Hash>();
        hashes.forEach((leaf, i) => {
          for (const made of nodesCompleted(i, leaf, (level, index) => stored.get(`${level}:${index}`)!)) {
            stored.set(`${made.level}:${made.index}`, made.hash);
          }
        });
        const fromStored = treeHash(n, (level, index) => stored.get(`${level}:${index}`)!);
        expect(hashToHex(fromStored)).toBe(hashToHex(plainRoot(hashes)));
      }),
      { numRuns: 60 },
    );
  });

  it('reads only O(log n) stored nodes for a proof in a tree of a million leaves', () => {
    const read = nodesRead((node) => inclusionPath(123_457, 1_000_000, node));
    expect(read.length).toBeLessThanOrEqual(2 * 20);
    expect(read.length).toBeGreaterThan(0);
  });

  it('refuses a leaf index outside the tree', () => {
    expect(() => inclusionPath(5, 5, nodesFromLeaves(leaves(5)))).toThrow(RangeError);
    expect(verifyInclusion(5, 5, leaves(1)[0]!, [], leaves(1)[0]!)).toBe(false);
  });
});
