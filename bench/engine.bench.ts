// Engine figures for docs/performance.md ("Engine"): the exact chance distribution, simulated random
// circuits, and verified (HMAC) circuits. Each figure is the median of BENCH_RUNS runs (default 3).
// BENCH_CIRCUITS sets the large simulation (default 1,000,000).
import { applyMove, circuitView, randomCircuitMove, sfc32, startCircuit } from '../packages/engine/src/index';
import { simulateByExercise } from '../packages/engine/src/simulate/by-exercise';
import { simulateCircuits } from '../packages/engine/src/simulate/simulate';
import { EXERCISES } from '../packages/engine/src/exercises/registry';
import { computeMainDistribution } from '../packages/engine/src/stats/distributions';
import { enumerateExercise } from '../packages/engine/src/stats/enumerate';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const circuits = Number(process.env.BENCH_CIRCUITS ?? 1_000_000);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function time(name: string, work: (run: number) => void): number {
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work(run);
    ms.push(performance.now() - start);
  }
  const m = median(ms);
  process.stdout.write(
    `${name}: median ${m.toFixed(1)} ms of ${runs} runs [${ms.map((x) => x.toFixed(0)).join(', ')}]\n`,
  );
  return m;
}

// `freshSeedArray`: a new copy of the seed for every move, as a caller that parses the seed's hex per
// move passes it; the engine then keys its HMAC again on every move (targets/hmac-source.ts).
function verifiedCircuits(n: number, seedBase: number, freshSeedArray = false): void {
  for (let i = 0; i < n; i++) {
    const seed = Uint8Array.from({ length: 32 }, (_, j) => (seedBase * 31 + i * 7 + j) & 255);
    const guesser = sfc32(seedBase + i);
    let state = startCircuit(seed);
    for (let view = circuitView(state); !view.over;) {
      const applied = applyMove(freshSeedArray ? seed.slice() : seed, state, randomCircuitMove(view, guesser.int));
      if (!applied.ok) throw new Error(applied.message);
      state = applied.state;
      view = applied.view;
    }
  }
}

process.stdout.write(`node ${process.version}, ${runs} runs per figure\n`);
time('exact main-score distribution (15 exercises enumerated + convolution)', () => {
  computeMainDistribution();
});
time('exact Karma rating distribution', () => {
  enumerateExercise(EXERCISES.karma, [{ context: { zenerSymbol: null }, p: 1 }]);
});
const big = time(`${circuits.toLocaleString('en')} simulated circuits (per-exercise fast path)`, (run) => {
  simulateByExercise(circuits, run + 1);
});
process.stdout.write(`  = ${((big * 1000) / circuits).toFixed(1)} µs per circuit\n`);
const whole = 100_000;
const machine = time(
  `${whole.toLocaleString('en')} simulated circuits (whole-circuit machine, npm run simulate)`,
  (run) => {
    simulateCircuits(whole, run + 1);
  },
);
process.stdout.write(`  = ${((machine * 1000) / whole).toFixed(1)} µs per circuit\n`);
const verified = 1_000;
const hmac = time(
  `${verified.toLocaleString('en')} verified circuits (HMAC targets, applyMove + view per move)`,
  (run) => verifiedCircuits(verified, run),
);
process.stdout.write(`  = ${(hmac / verified).toFixed(2)} ms per circuit\n`);
const rekeyed = time(
  `${verified.toLocaleString('en')} verified circuits, a fresh seed array per move (HMAC keyed per move)`,
  (run) => verifiedCircuits(verified, run, true),
);
process.stdout.write(`  = ${(rekeyed / verified).toFixed(2)} ms per circuit\n`);
