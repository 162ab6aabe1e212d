// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CircuitView, ReplayResult } from '@psi/engine';
import type { TaggedMove } from '@psi/contract';
import type { CircuitProof } from '../../../lib/api/types';
import { proofVerdict, verifyProof, type ProofEngine } from './verify-proof';

// A stand-in engine whose replay answers what the test says, so each check can be made to fail alone.
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const fromHex = (hex: string) => {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new Error('not hex');
  return Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16)));
};
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const COMMITMENT = sha256(fromHex(SEED));

const scores = {
  'ready-set-go': 2,
  family: 3,
  universal: 1,
  doubles: 3,
  'yin-yang': 2,
  doors: 2,
  elements: 4,
  duality: 2,
  'crop-circles': 1,
  'zener-reveal': 3,
  gateway: 2,
  'sense-the-sense': 5,
  'three-wise-monkeys': 1,
  mantra: 4,
  'in-the-garden': 6,
} as const;
const mainScore = Object.values(scores).reduce((a, b) => a + b, 0);

const finalView: CircuitView = {
  step: 'end',
  route: 'game-end',
  stepIndex: 17,
  exerciseNumber: null,
  view: null,
  scores: { ...scores },
  mainScore,
  orbs: ['universal', 'crop-circles'],
  karma: 57,
  over: true,
  goodOutcome: mainScore < 42.385,
};
const proof: CircuitProof = {
  seed: SEED,
  commitment: COMMITMENT,
  scores: { ...scores },
  mainScore,
  orbs: 2,
  karma: 57,
  moves: [{ step: 'ready-set-go', move: { choice: 'left' }, outcome: { kind: 'miss', message: 'Not this one.' } }],
};

function engine(result: Partial<ReplayResult> = {}): ProofEngine {
  return {
    commitment: sha256,
    seedFromHex: fromHex,
    replay: () => ({ ok: true, divergence: null, outcomes: [], final: finalView, ...result }),
  };
}

const failed = (checks: ReturnType<typeof verifyProof>) => checks.filter((c) => !c.ok).map((c) => c.id);

describe('verifyProof', () => {
  it('passes every check when the seed hashes to the commitment and the replay gives every score', () => {
    const checks = verifyProof(proof, { value: COMMITMENT, source: 'server' }, engine());
    expect(failed(checks)).toEqual([]);
    expect(checks.map((c) => c.id)).toEqual([
      'commitment',
      'replay',
      ...Object.keys(scores).map((k) => `score-${k}`),
      'main-score',
      'orbs',
      'karma',
    ]);
    expect(proofVerdict(checks)).toEqual({ ok: true, text: expect.stringMatching(/^All 20 checks passed/) });
  });

  it('fails the commitment check when the seed does not hash to what was published', () => {
    const other = sha256(fromHex('ff'));
    const checks = verifyProof(proof, { value: other, source: 'server' }, engine());
    expect(failed(checks)).toEqual(['commitment']);
    expect(proofVerdict(checks).text).toMatch(/^1 of 20 checks failed/);
  });

  it('also compares the server’s commitment with the one this device kept at the start', () => {
    const kept = verifyProof(proof, { value: COMMITMENT.toUpperCase(), source: 'device' }, engine());
    expect(failed(kept)).toEqual([]);
    expect(kept.map((c) => c.id)).toContain('same-commitment');
    const swapped = verifyProof(
      { ...proof, commitment: sha256(fromHex('ff')) },
      { value: COMMITMENT, source: 'device' },
      engine(),
    );
    expect(failed(swapped)).toEqual(['same-commitment']);
  });

  it('fails one exercise when the reported score differs from the replay', () => {
    const checks = verifyProof(
      { ...proof, scores: { ...scores, doors: 1 } },
      { value: COMMITMENT, source: 'server' },
      engine(),
    );
    expect(failed(checks)).toEqual(['score-doors']);
    expect(checks.find((c) => c.id === 'score-doors')!.detail).toBe('Reported 1; the replay gives 2.');
  });

  it('names the first move whose outcome the replay does not reproduce', () => {
    const checks = verifyProof(
      proof,
      { value: COMMITMENT, source: 'server' },
      engine({ ok: false, divergence: { index: 4, reason: 'the target was water, not fire' } }),
    );
    const replay = checks.find((c) => c.id === 'replay')!;
    expect(replay.ok).toBe(false);
    expect(replay.detail).toBe('Move 5 differs: the target was water, not fire');
  });

  it('fails main score, orbs and karma when the replay ends elsewhere', () => {
    const checks = verifyProof(
      proof,
      { value: COMMITMENT, source: 'server' },
      engine({ final: { ...finalView, mainScore: mainScore + 1, orbs: [], karma: 3 } }),
    );
    expect(failed(checks)).toEqual(['main-score', 'orbs', 'karma']);
  });

  it('turns an unreadable seed or a crashing replay into a failed check, never an exception', () => {
    expect(failed(verifyProof({ ...proof, seed: 'zz' }, { value: COMMITMENT, source: 'server' }, engine()))).toEqual([
      'seed',
    ]);
    const crashing: ProofEngine = {
      ...engine(),
      replay: () => {
        throw new Error('unknown step');
      },
    };
    const checks = verifyProof(proof, { value: COMMITMENT, source: 'server' }, crashing);
    expect(failed(checks)).toEqual(['replay']);
    expect(checks.at(-1)!.detail).toBe('The replay stopped: unknown step');
  });
});

describe('verifyProof with the real engine', () => {
  // A whole circuit played by the engine's own random guesser, recorded as the server would disclose it.
  async function playedCircuit(seedHex: string) {
    const { startCircuit, applyMove, circuitView, randomCircuitMove, seedFromHex, commitment } =
      await import('@psi/engine');
    const seed = seedFromHex(seedHex);
    let state = startCircuit(seed);
    let view = circuitView(state);
    let draws = 7;
    const random = (n: number) => (draws = (draws * 1103515245 + 12345) % 2147483648) % n;
    const moves: CircuitProof['moves'] = [];
    for (let i = 0; i < 2000 && !view.over; i++) {
      const move = randomCircuitMove(view, random);
      const result = applyMove(seed, state, move);
      if (!result.ok) throw new Error(result.message);
      // The random guesser's moves are legal ones: each the union's member for its step.
      moves.push({ ...(move as TaggedMove), outcome: result.outcome });
      state = result.state;
      view = result.view;
    }
    const proof: CircuitProof = {
      seed: seedHex,
      commitment: commitment(seed),
      moves,
      scores: view.scores,
      mainScore: view.mainScore,
      orbs: view.orbs.length,
      karma: view.karma,
    };
    return { proof, view };
  }

  it('passes every check for a circuit that really was played from the disclosed seed', async () => {
    const { proof, view } = await playedCircuit(SEED);
    expect(view.over).toBe(true);
    const checks = verifyProof(proof, { value: proof.commitment, source: 'device' });
    expect(failed(checks)).toEqual([]);
  });

  it('catches a forged outcome, a forged score and a swapped seed', async () => {
    const { proof } = await playedCircuit(SEED);
    const published = { value: proof.commitment, source: 'device' } as const;
    const forgedMoves = proof.moves.map((m, i) =>
      i === 0 ? { ...m, outcome: { ...m.outcome, kind: m.outcome.kind === 'hit' ? 'miss' : 'hit' } as const } : m,
    );
    expect(failed(verifyProof({ ...proof, moves: forgedMoves }, published))).toContain('replay');
    expect(failed(verifyProof({ ...proof, mainScore: proof.mainScore - 5 }, published))).toEqual(['main-score']);
    const otherSeed = SEED.replace(/^00/, '01');
    expect(failed(verifyProof({ ...proof, seed: otherSeed }, published))).toContain('commitment');
  });
});
