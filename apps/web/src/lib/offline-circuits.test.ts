// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { circuitView, randomCircuitMove, seedToHex, type CircuitMove } from '@psi/engine';
import { offlineDb } from './offline-db';
import { activeOfflineCircuit, allOfflineCircuits, offlineKey } from './offline-circuit-store';
import { playOfflineMove, startOfflineCircuit, type RandomSource } from './offline-circuits';

afterEach(async () => {
  await offlineDb.clear();
});

/** A fake of Web Crypto that records it was asked for 32 random bytes. */
function fakeCrypto(fill = 9): RandomSource & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    getRandomValues: ((array: Uint8Array) => {
      asked.push(array.length);
      array.fill(fill);
      return array;
    }) as RandomSource['getRandomValues'],
    randomUUID: () => '00000000-0000-4000-8000-000000000001',
  };
}

const rng = (n: number) => n - 1;

describe('offline circuits', () => {
  it('draws the seed from crypto.getRandomValues (32 bytes) and saves the new circuit in __mydb', async () => {
    const random = fakeCrypto(9);
    const record = await startOfflineCircuit(random);
    expect(random.asked).toEqual([32]);
    expect(record.seed).toBe(seedToHex(new Uint8Array(32).fill(9)));
    expect(await offlineDb.get(offlineKey(record.id))).toEqual(record);
    expect(circuitView(record.state).step).toBe('ready-set-go');
  });

  it('saves the record after every move, so a closed tab loses nothing', async () => {
    let record = await startOfflineCircuit(fakeCrypto());
    for (let i = 0; i < 3; i++) {
      const move: CircuitMove = randomCircuitMove(circuitView(record.state), rng);
      const answer = await playOfflineMove(record, move);
      if (!answer.ok) throw new Error(answer.message);
      record = answer.record;
      const saved = await offlineDb.get<typeof record>(offlineKey(record.id));
      expect(saved?.moves).toHaveLength(i + 1);
      expect(saved?.lastOutcome).toEqual(answer.outcome);
    }
    expect((await activeOfflineCircuit())?.id).toBe(record.id);
  });

  it('rejects a move the engine rejects, and saves nothing', async () => {
    const record = await startOfflineCircuit(fakeCrypto());
    const answer = await playOfflineMove(record, { step: 'karma', move: { number: 5 } });
    expect(answer.ok).toBe(false);
    expect((await allOfflineCircuits())[0]?.moves).toEqual([]);
  });

  it('marks the circuit finished after its last move; it is then no longer the active one', async () => {
    let record = await startOfflineCircuit(fakeCrypto());
    while (!circuitView(record.state).over) {
      const answer = await playOfflineMove(record, randomCircuitMove(circuitView(record.state), rng));
      if (!answer.ok) throw new Error(answer.message);
      record = answer.record;
    }
    expect(record.finishedAt).not.toBeNull();
    expect(await activeOfflineCircuit()).toBeNull();
  });
});
