// Argument parsing for `npm run simulate`, kept apart from the command so it can be tested.

export const SIMULATE_USAGE = `Usage: npm run simulate --silent -- --circuits N --seed S

Plays N random circuits through the engine (a uniform random guesser, seeded targets) and prints
{"circuits", "mean", "sd", "histogram": {"<main score>": count}} as JSON.

  --circuits N   number of circuits, a whole number from 1 to 100000000
  --seed S       seed of the run, a whole number from 0 to 4294967295 (same seed, same result)
  --help         show this message`;

export type SimulateArgs =
  { kind: 'run'; circuits: number; seed: number } | { kind: 'help' } | { kind: 'error'; message: string };

const MAX_CIRCUITS = 100_000_000;

function wholeNumber(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

export function parseSimulateArgs(argv: readonly string[]): SimulateArgs {
  const values = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const match = /^--(circuits|seed)(?:=(.*))?$/.exec(arg);
    if (!match) return { kind: 'error', message: `Unknown argument ${JSON.stringify(arg)}.` };
    const name = match[1] as string;
    if (values.has(name)) return { kind: 'error', message: `--${name} is given twice.` };
    values.set(name, match[2] ?? argv[++i]);
  }
  const circuits = wholeNumber(values.get('circuits'), 1, MAX_CIRCUITS);
  if (circuits === null) return { kind: 'error', message: '--circuits needs a whole number from 1 to 100000000.' };
  const seed = wholeNumber(values.get('seed'), 0, 2 ** 32 - 1);
  if (seed === null) return { kind: 'error', message: '--seed needs a whole number from 0 to 4294967295.' };
  return { kind: 'run', circuits, seed };
}
