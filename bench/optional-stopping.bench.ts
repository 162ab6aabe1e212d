// Figures for docs/statistics.md: random guessers who stop circuits on purpose, counted two ways —
// finished circuits only (the old statistics) and intention to treat (every started circuit, an
// abandoned one as its expected main score given the play so far). Engine only, seeded, no server.
//   npm run bench -- optional-stopping      (OPTIONAL_STOPPING_CIRCUITS=N, OPTIONAL_STOPPING_SEED=S)
import {
  applyMoveWith,
  averageTest,
  CHANCE,
  circuitView,
  fastStreams,
  GOOD_OUTCOME,
  intentionToTreatTest,
  randomCircuitMove,
  remainingChance,
  sfc32,
  startCircuitWith,
  type CircuitState,
} from '@psi/engine';

const n = Number(process.env.OPTIONAL_STOPPING_CIRCUITS ?? 4000);
const random = sfc32(Number(process.env.OPTIONAL_STOPPING_SEED ?? 42));
const streams = fastStreams(random);

type Strategy = (state: CircuitState, moves: number) => boolean;
const strategies: Record<string, Strategy> = {
  'plays every circuit to the end': () => false,
  'abandons at Karma unless the main score is good (the optional-stopping attack of docs/statistics.md)': (state) => {
    const view = circuitView(state);
    return view.step === 'karma' && view.mainScore >= GOOD_OUTCOME;
  },
  'abandons the moment its expected main score goes above 44': (state, moves) =>
    moves > 0 && remainingChance(state).mean > 44,
};

for (const [name, stop] of Object.entries(strategies)) {
  const started = performance.now();
  let finishedSum = 0,
    finished = 0,
    ittSum = 0,
    remaining = 0;
  for (let i = 0; i < n; i++) {
    let state = startCircuitWith(streams);
    let moves = 0;
    let abandoned = false;
    for (;;) {
      const view = circuitView(state);
      if (view.over) break;
      if (stop(state, moves)) {
        abandoned = true;
        break;
      }
      const applied = applyMoveWith(streams, state, randomCircuitMove(view, random.int));
      if (!applied.ok) throw new Error(applied.message);
      state = applied.state;
      moves++;
    }
    const r = remainingChance(state);
    ittSum += r.mean;
    remaining += r.variance;
    if (!abandoned) {
      finishedSum += circuitView(state).mainScore;
      finished++;
    }
  }
  const old = averageTest(finishedSum / finished, finished);
  const itt = intentionToTreatTest(ittSum, n, remaining);
  console.log(
    JSON.stringify({
      strategy: name,
      started: n,
      finished,
      finishedOnly: {
        mean: +(finishedSum / finished).toFixed(3),
        z: +old.z.toFixed(2),
        p: Number(old.p.toPrecision(2)),
      },
      intentionToTreat: { mean: +(ittSum / n).toFixed(3), z: +itt.z.toFixed(2), p: Number(itt.p.toPrecision(2)) },
      chanceMean: +CHANCE.mean.toFixed(3),
      seconds: +((performance.now() - started) / 1000).toFixed(1),
    }),
  );
}
