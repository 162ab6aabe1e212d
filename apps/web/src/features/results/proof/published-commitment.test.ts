// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { offlineDb } from '../../../lib/offline-db';
import type { CircuitProof } from '../../../lib/api/types';
import { commitmentKey, publishedCommitment } from './published-commitment';

const proof = {
  seed: '00',
  commitment: 'b'.repeat(64),
  moves: [],
  scores: {},
  mainScore: 40,
  orbs: 0,
  karma: 0,
} as CircuitProof;

describe('publishedCommitment', () => {
  afterEach(() => offlineDb.remove(commitmentKey('c1')));

  it('prefers the commitment this device kept when the circuit started', async () => {
    await offlineDb.set(commitmentKey('c1'), 'a'.repeat(64));
    expect(await publishedCommitment('c1', proof)).toEqual({ value: 'a'.repeat(64), source: 'device' });
  });

  it('falls back to the server’s copy, saying so, when nothing (or garbage) was kept', async () => {
    expect(await publishedCommitment('c1', proof)).toEqual({ value: proof.commitment, source: 'server' });
    await offlineDb.set(commitmentKey('c1'), 'not a hash');
    expect(await publishedCommitment('c1', proof)).toEqual({ value: proof.commitment, source: 'server' });
  });
});
