// Figures for docs/statistics.md, "Evidence that peeking cannot inflate": seeded pure guessers peek at the
// evidence meter after every circuit and stop at their best moment. Ville's inequality promises that at most
// a share α of them ever reach 1/α. Engine only, no server.
//   npm run bench -- evidence-meter
//   EVIDENCE_GUESSERS (10000), EVIDENCE_CIRCUITS (100), EVIDENCE_SEED (37),
//   EVIDENCE_PLAYED_GUESSERS (200): guessers who play real circuits and abandon them mid-way (slow: exact
//   remaining distributions at every move), counted by intention to treat.
import {
  addCircuit,
  addScore,
  applyMoveWith,
  circuitView,
  DEFAULT_EVIDENCE_TILTS,
  evidenceValue,
  fastStreams,
  mainScoreDistribution,
  randomCircuitMove,
  remainingChance,
  sfc32,
  startCircuitWith,
  startEvidence,
  type EvidenceState,
} from '@psi/engine';

const guessers = Number(process.env.EVIDENCE_GUESSERS ?? 10000);
const circuits = Number(process.env.EVIDENCE_CIRCUITS ?? 100);
const playedGuessers = Number(process.env.EVIDENCE_PLAYED_GUESSERS ?? 200);
const seed = Number(process.env.EVIDENCE_SEED ?? 37);
const levels = [20, 100];

const chance = Object.entries(mainScoreDistribution()).map(([x, p]) => [Number(x), p] as const);
function drawScore(u: number): number {
  let cumulative = 0;
  for (const [x, p] of chance) {
    cumulative += p;
    if (u < cumulative) return x;
  }
  return chance.at(-1)![0];
}

/** Each guesser's best evidence over the run: reaching a level at any peek is the same as its best >= level. */
function report(label: string, best: number[], seconds: number): void {
  const n = best.length;
  const byLevel = levels.map((level) => {
    const alpha = 1 / level;
    const share = best.filter((b) => b >= level).length / n;
    return {
      level,
      promise: alpha,
      reached: +share.toFixed(4),
      // Binomial standard error at the promised rate: how far chance alone moves the simulated share.
      sd: +Math.sqrt((alpha * (1 - alpha)) / n).toFixed(4),
      withinPromise: share <= alpha + 2 * Math.sqrt((alpha * (1 - alpha)) / n),
    };
  });
  const sorted = [...best].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      guessers: label,
      n,
      medianBest: +sorted[Math.floor(n / 2)]!.toFixed(3),
      levels: byLevel,
      tilts: DEFAULT_EVIDENCE_TILTS,
      seed,
      seconds: +seconds.toFixed(1),
    }),
  );
  if (byLevel.some((l) => !l.withinPromise)) process.exitCode = 1;
}

// 1. Finished circuits drawn from the exact main-score distribution (what a guesser who plays each to the end gets).
{
  const started = performance.now();
  const random = sfc32(seed);
  const best: number[] = [];
  for (let g = 0; g < guessers; g++) {
    let state = startEvidence();
    let top = 1;
    for (let c = 0; c < circuits; c++) {
      state = addScore(state, drawScore(random.next()));
      top = Math.max(top, evidenceValue(state));
    }
    best.push(top);
  }
  report(`${circuits} finished circuits each, peeking after every one`, best, (performance.now() - started) / 1000);
}

// 2. Real circuits played by random moves, each abandoned the moment its expected main score goes above 44
// (the peeking attack of the table above), counted by intention to treat: E[factor | play so far].
{
  const started = performance.now();
  const random = sfc32(seed + 1);
  const streams = fastStreams(random);
  const best: number[] = [];
  const perGuesser = Math.min(circuits, 20);
  for (let g = 0; g < playedGuessers; g++) {
    let evidence: EvidenceState = startEvidence();
    let top = 1;
    for (let c = 0; c < perGuesser; c++) {
      let state = startCircuitWith(streams);
      let moves = 0;
      for (;;) {
        const view = circuitView(state);
        if (view.over || (moves > 0 && remainingChance(state).mean > 44)) break;
        const applied = applyMoveWith(streams, state, randomCircuitMove(view, random.int));
        if (!applied.ok) throw new Error(applied.message);
        state = applied.state;
        moves++;
      }
      evidence = addCircuit(evidence, remainingChance(state).distribution);
      top = Math.max(top, evidenceValue(evidence));
    }
    best.push(top);
  }
  report(
    `${perGuesser} real circuits each, abandoned when the expected score goes above 44`,
    best,
    (performance.now() - started) / 1000,
  );
}
