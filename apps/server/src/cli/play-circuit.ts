import {
  canonicalJson,
  commitment,
  randomCircuitMove,
  replay,
  seedFromHex,
  type CircuitView,
  type Outcome,
  type StepId,
} from '@psi/engine';
import type { HttpClient } from './http-client';

export interface PlayedCircuit {
  id: string;
  mainScore: number;
  moveMs: number[];
}

interface StartAnswer {
  id: string;
  commitment: string;
  seq: number;
  view: CircuitView;
}
interface MoveAnswer {
  seq: number;
  outcome: Outcome;
  view: CircuitView;
}
interface ProofAnswer {
  seed: string;
  commitment: string;
  moves: { step: StepId; move: unknown; outcome: Outcome }[];
  scores: Record<string, number>;
  mainScore: number;
}

// A guard against a server (or engine) that never ends a circuit; a random player needs far fewer moves.
const MAX_MOVES = 5_000;

export class BotFailure extends Error {}

/**
 * Plays one verified circuit with random guesses, then checks its proof: the disclosed seed hashes to
 * the commitment published at the start, and replaying the bot's own moves from that seed reproduces
 * every outcome the server answered and the final scores.
 */
export async function playCircuit(
  http: HttpClient,
  token: string,
  random: (n: number) => number,
): Promise<PlayedCircuit> {
  const start = expect<StartAnswer>(await http('POST', '/api/circuits', { body: {}, token }), 201, 'start');
  const record: { step: StepId; move: unknown; outcome: Outcome }[] = [];
  const moveMs: number[] = [];
  let view = start.view;
  let seq = start.seq;
  while (!view.over) {
    if (record.length >= MAX_MOVES) throw new BotFailure(`circuit ${start.id} not over after ${MAX_MOVES} moves`);
    const { step, move } = randomCircuitMove(view, random);
    const t0 = performance.now();
    const answer = expect<MoveAnswer>(
      await http('POST', `/api/circuits/${start.id}/moves`, { body: { seq, step, move }, token }),
      200,
      `move ${seq}`,
    );
    moveMs.push(performance.now() - t0);
    if (answer.seq !== seq + 1) throw new BotFailure(`move ${seq}: server answered seq ${answer.seq}`);
    record.push({ step, move, outcome: answer.outcome });
    seq = answer.seq;
    view = answer.view;
  }
  const proof = expect<ProofAnswer>(await http('GET', `/api/circuits/${start.id}/proof`, { token }), 200, 'proof');
  checkProof(start, record, view, proof);
  return { id: start.id, mainScore: view.mainScore, moveMs };
}

function checkProof(
  start: StartAnswer,
  record: { step: StepId; move: unknown; outcome: Outcome }[],
  view: CircuitView,
  proof: ProofAnswer,
): void {
  const fail = (why: string): never => {
    throw new BotFailure(`circuit ${start.id}: ${why}`);
  };
  if (!/^[0-9a-f]{64}$/.test(proof.seed)) fail('the disclosed seed is not 32 bytes of lowercase hex');
  const seed = seedFromHex(proof.seed);
  if (proof.commitment !== start.commitment) fail('the proof commitment differs from the one published at the start');
  if (commitment(seed) !== start.commitment) fail('SHA-256 of the disclosed seed does not match the commitment');
  if (canonicalJson(proof.moves) !== canonicalJson(record)) fail('the proof moves differ from the moves played');
  const result = replay(seed, record);
  if (!result.ok) fail(`replay diverged at move ${result.divergence?.index}: ${result.divergence?.reason}`);
  if (canonicalJson(result.outcomes) !== canonicalJson(record.map((r) => r.outcome))) fail('replayed outcomes differ');
  if (canonicalJson(result.final.scores) !== canonicalJson(view.scores))
    fail('replayed scores differ from the final view');
  if (canonicalJson(proof.scores) !== canonicalJson(view.scores)) fail('proof scores differ from the final view');
  if (result.final.mainScore !== view.mainScore || proof.mainScore !== view.mainScore) fail('main scores differ');
}

function expect<T>(answer: { status: number; body: unknown }, status: number, what: string): T {
  if (answer.status !== status) {
    throw new BotFailure(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
  return answer.body as T;
}
