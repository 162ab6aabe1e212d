// The fairness proof, checked on the player's own device (docs/statistics.md): the disclosed seed must
// hash to the commitment published when the circuit started, and replaying the recorded moves from
// that seed must give back every outcome and every score the server reported.
import { commitment, replay, seedFromHex, STEPS } from '@psi/engine';
import type { CircuitView, ReplayRecord, ReplayResult } from '@psi/engine';
import type { CircuitProof } from '../../../lib/api/types';

export interface ProofCheck {
  id: string;
  label: string;
  ok: boolean;
  /** What was compared, in plain words (shown under the label). */
  detail: string;
}

/** Where the commitment we compare against came from. */
export interface PublishedCommitment {
  value: string;
  /** 'device': kept on this device when the circuit started; 'server': as the server sent it with the proof. */
  source: 'device' | 'server';
}

/** Engine functions the check needs; injectable so a test can hand in a broken one. */
export interface ProofEngine {
  commitment(seed: Uint8Array): string;
  seedFromHex(hex: string): Uint8Array;
  replay(seed: Uint8Array, record: ReplayRecord[]): ReplayResult;
}

const realEngine: ProofEngine = { commitment, seedFromHex, replay };

export function short(hex: string): string {
  return hex.length > 16 ? `${hex.slice(0, 8)}…${hex.slice(-8)}` : hex;
}

function orbCount(orbs: number | readonly unknown[]): number {
  return Array.isArray(orbs) ? orbs.length : Number(orbs);
}

/** Runs every check; never throws (a malformed proof is a failed check, not a crash). */
export function verifyProof(
  proof: CircuitProof,
  published: PublishedCommitment,
  engine: ProofEngine = realEngine,
): ProofCheck[] {
  const checks: ProofCheck[] = [];
  let seed: Uint8Array;
  try {
    seed = engine.seedFromHex(proof.seed);
  } catch {
    return [
      {
        id: 'seed',
        label: 'The disclosed seed can be read',
        ok: false,
        detail: `"${short(String(proof.seed))}" is not a hexadecimal seed.`,
      },
    ];
  }

  const hashed = engine.commitment(seed);
  checks.push({
    id: 'commitment',
    label: 'The seed matches the commitment published at the start',
    ok: hashed === published.value.toLowerCase(),
    detail: `SHA-256 of the seed is ${short(hashed)}; the commitment ${
      published.source === 'device' ? 'this device kept when the circuit started' : 'shown when the circuit started'
    } is ${short(published.value)}.`,
  });
  if (published.source === 'device') {
    checks.push({
      id: 'same-commitment',
      label: 'The server names the same commitment now as at the start',
      ok: proof.commitment.toLowerCase() === published.value.toLowerCase(),
      detail: `Proof: ${short(proof.commitment)}; at the start: ${short(published.value)}.`,
    });
  }

  let result: ReplayResult;
  try {
    result = engine.replay(seed, proof.moves);
  } catch (err) {
    checks.push({
      id: 'replay',
      label: 'Replaying your moves from the seed',
      ok: false,
      detail: `The replay stopped: ${(err as Error).message}`,
    });
    return checks;
  }
  const n = proof.moves.length;
  checks.push({
    id: 'replay',
    label: `Replaying your ${n} moves from the seed gives every outcome you saw`,
    ok: result.ok && result.divergence === null,
    detail: result.divergence
      ? `Move ${result.divergence.index + 1} differs: ${result.divergence.reason}`
      : `${n} of ${n} outcomes reproduced.`,
  });
  checks.push(...scoreChecks(proof, result.final));
  return checks;
}

function scoreChecks(proof: CircuitProof, final: CircuitView): ProofCheck[] {
  const checks: ProofCheck[] = [];
  for (const step of STEPS.filter((s) => s.scored)) {
    const claimed = proof.scores[step.id as keyof CircuitProof['scores']];
    const replayed = final.scores[step.id as keyof CircuitView['scores']];
    checks.push({
      id: `score-${step.id}`,
      label: `${step.name}: ${claimed ?? 'no score'}`,
      ok: claimed !== undefined && claimed === replayed,
      detail: `Reported ${claimed ?? 'nothing'}; the replay gives ${replayed ?? 'nothing'}.`,
    });
  }
  checks.push(
    {
      id: 'main-score',
      label: `Main score: ${proof.mainScore}`,
      ok: final.over && proof.mainScore === final.mainScore,
      detail: `Reported ${proof.mainScore}; the replay gives ${final.mainScore}${final.over ? '' : ' and does not reach the end'}.`,
    },
    {
      id: 'orbs',
      label: `Golden Orbs: ${orbCount(proof.orbs)}`,
      ok: orbCount(proof.orbs) === final.orbs.length,
      detail: `Reported ${orbCount(proof.orbs)}; the replay gives ${final.orbs.length}.`,
    },
    {
      id: 'karma',
      label: `Game Karma: ${proof.karma ?? '–'}`,
      ok: proof.karma === final.karma,
      detail: `Reported ${proof.karma ?? 'nothing'}; the replay gives ${final.karma ?? 'nothing'}.`,
    },
  );
  return checks;
}

/** One line for the whole proof: every check passed, or how many failed. */
export function proofVerdict(checks: readonly ProofCheck[]): { ok: boolean; text: string } {
  const failed = checks.filter((c) => !c.ok).length;
  return failed === 0
    ? {
        ok: true,
        text: `All ${checks.length} checks passed: the targets were fixed before you played and every score is genuine.`,
      }
    : { ok: false, text: `${failed} of ${checks.length} checks failed: this circuit's record does not hold together.` };
}
