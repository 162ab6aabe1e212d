// `npm run bench -- view-serializer`: what writing a move's answer (and a start's) costs with the schema
// serializer Fastify compiles by default (fast-json-stringify) and with JSON.stringify, which the
// routes answering with the engine's views use (apps/server/src/plugins/view-serializer.ts).
// Bodies: every start and move answer of BENCH_CIRCUITS (default 200) random circuits. "First pass":
// a freshly built serializer's first pass over them, as after a server start (fast-json-stringify has
// Ajv compile each union branch the first time a value takes it, on the request's time); then the
// two serializers alternate over BENCH_RUNS warm rounds (default 7) and the figures are medians.
import fastJsonStringify from 'fast-json-stringify';
import { MoveAnswerBody, Started } from '../packages/contract/src/index';
import { applyMove, circuitView, randomCircuitMove, sfc32, startCircuit } from '../packages/engine/src/index';

const circuits = Number(process.env.BENCH_CIRCUITS ?? 200);
const runs = Number(process.env.BENCH_RUNS ?? 7);

const starts: object[] = [];
const moves: object[] = [];
for (let c = 0; c < circuits; c++) {
  const seed = Uint8Array.from({ length: 32 }, (_, j) => (c * 31 + j) & 255);
  const guesser = sfc32(c + 1);
  let state = startCircuit(seed);
  let view = circuitView(state);
  starts.push({ id: '8c5a3f0e-2b4d-4f6a-9c1e-7d2b3a4c5e6f', commitment: 'ab'.repeat(32), seq: 0, view });
  while (!view.over) {
    const applied = applyMove(seed, state, randomCircuitMove(view, guesser.int));
    if (!applied.ok) continue;
    ({ state, view } = applied);
    moves.push({ seq: moves.length + 1, outcome: applied.outcome, view });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
/** A fresh serializer's first pass: its total and its slowest single body, in ms. */
function firstPass(write: (body: object) => string, bodies: object[]): { total: number; slowest: number } {
  let slowest = 0;
  const start = performance.now();
  for (const body of bodies) {
    const t = performance.now();
    write(body);
    slowest = Math.max(slowest, performance.now() - t);
  }
  return { total: performance.now() - start, slowest };
}
/** µs per body, one pass over `bodies`. */
function pass(write: (body: object) => string, bodies: object[]): number {
  let bytes = 0;
  const start = performance.now();
  for (const body of bodies) bytes += write(body).length;
  const us = ((performance.now() - start) * 1000) / bodies.length;
  if (bytes === 0) throw new Error('nothing written');
  return us;
}

const plain = (body: object) => JSON.stringify(body);
for (const [name, schema, bodies] of [
  ['move answer', MoveAnswerBody, moves],
  ['start answer', Started, starts],
] as const) {
  const schemaWrite = fastJsonStringify(schema as object);
  const cold = { schema: firstPass(schemaWrite, bodies), plain: firstPass(plain, bodies) };
  process.stdout.write(
    `${name}, first pass: fast-json-stringify ${cold.schema.total.toFixed(0)} ms (slowest body ` +
      `${cold.schema.slowest.toFixed(0)} ms), JSON.stringify ${cold.plain.total.toFixed(0)} ms (slowest ` +
      `${cold.plain.slowest.toFixed(1)} ms)\n`,
  );
  const figures = { schema: [] as number[], plain: [] as number[] };
  for (let run = 0; run < runs; run++) {
    figures.schema.push(pass(schemaWrite, bodies));
    figures.plain.push(pass(plain, bodies));
  }
  const [s, p] = [median(figures.schema), median(figures.plain)];
  process.stdout.write(
    `${name} (${bodies.length} bodies), warm: fast-json-stringify ${s.toFixed(1)} µs, JSON.stringify ${p.toFixed(1)} µs ` +
      `(${(s / p).toFixed(1)}× faster), medians of ${runs} interleaved runs\n`,
  );
}
