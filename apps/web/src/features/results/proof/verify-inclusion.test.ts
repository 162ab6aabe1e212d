// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { finishLeaf, hashToHex, inclusionPath, leafTextHash, nodesFromLeaves, treeHash } from '@psi/engine';
import { inclusionCheck } from './verify-inclusion';

const id = '8c5a3f0e-2b4d-4f6a-9c1e-7d2b3a4c5e6f';
const seed = 'ab'.repeat(32);
const leaf = finishLeaf({
  circuit: id,
  seed,
  scores: { family: 2 },
  mainScore: 40,
  orbs: 1,
  karma: 3,
  goodOutcome: true,
  control: false,
});
const texts = ['a', 'b', leaf, 'c', 'd'];
const nodes = nodesFromLeaves(texts.map(leafTextHash));
const inclusion = {
  leafIndex: 2,
  treeSize: 5,
  rootHash: hashToHex(treeHash(5, nodes)),
  leaf,
  auditPath: inclusionPath(2, 5, nodes).map(hashToHex),
};

describe('inclusionCheck', () => {
  it("passes when the circuit's leaf hashes with its audit path to the root", () => {
    expect(inclusionCheck(id, seed, inclusion)).toMatchObject({
      ok: true,
      detail: expect.stringContaining('leaf 2 of 5'),
    });
  });

  it('fails on a tampered leaf, another seed, or no answer from the log', () => {
    const tampered = { ...inclusion, leaf: leaf.replace('"mainScore":40', '"mainScore":39') };
    expect(inclusionCheck(id, seed, tampered).ok).toBe(false);
    expect(inclusionCheck(id, 'cd'.repeat(32), inclusion).ok).toBe(false);
    expect(inclusionCheck(id, seed, null)).toMatchObject({ ok: false, detail: 'The log could not be reached.' });
  });
});
