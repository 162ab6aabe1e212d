// Proof checking (docs/rules.md "Hidden targets and fairness"): from the disclosed seed, re-apply every move,
// recompute every outcome and score, and report the first record that diverges from its claim.
import { applyMoveWith, startCircuitWith } from '../circuit/machine';
import { circuitView } from '../circuit/view';
import { hmacStreams } from '../targets/hmac-source';
import type { Outcome, ReplayRecord, ReplayResult } from '../types';
import { canonicalJson } from './canonical';

export function replay(seed: Uint8Array, record: readonly ReplayRecord[]): ReplayResult {
  const streams = hmacStreams(seed);
  let state = startCircuitWith(streams);
  const outcomes: Outcome[] = [];
  const stop = (index: number, reason: string): ReplayResult => ({
    ok: false,
    divergence: { index, reason },
    outcomes,
    final: circuitView(state),
  });
  for (const [index, entry] of record.entries()) {
    const applied = applyMoveWith(streams, state, { step: entry.step, move: entry.move });
    if (!applied.ok) return stop(index, `move ${index} (${String(entry.step)}) is rejected: ${applied.message}`);
    if (entry.outcome !== undefined && canonicalJson(entry.outcome) !== canonicalJson(applied.outcome)) {
      return stop(
        index,
        `move ${index} (${entry.step}) claims ${canonicalJson(entry.outcome)} but the seed gives ${canonicalJson(applied.outcome)}`,
      );
    }
    state = applied.state;
    outcomes.push(applied.outcome);
  }
  return { ok: true, divergence: null, outcomes, final: circuitView(state) };
}
