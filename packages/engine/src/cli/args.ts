// Argument parsing for `npm run simulate` (node:util's parseArgs), kept apart from the command so it can be tested.
import { parseArgs } from 'node:util';

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
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { circuits: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      tokens: true,
    });
  } catch (error) {
    return { kind: 'error', message: refusal(error) };
  }
  if (parsed.values.help) return { kind: 'help' };
  // parseArgs keeps the last of a repeated option; a repeat is more likely a mistake than a correction.
  const names = parsed.tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) return { kind: 'error', message: `--${twice} is given twice.` };
  const circuits = wholeNumber(parsed.values.circuits, 1, MAX_CIRCUITS);
  if (circuits === null) return { kind: 'error', message: '--circuits needs a whole number from 1 to 100000000.' };
  const seed = wholeNumber(parsed.values.seed, 0, 2 ** 32 - 1);
  if (seed === null) return { kind: 'error', message: '--seed needs a whole number from 0 to 4294967295.' };
  return { kind: 'run', circuits, seed };
}

/** parseArgs' error as one sentence naming the argument. */
function refusal(error: unknown): string {
  const { code, message } = error as { code?: string; message: string };
  const arg = /'([^' ]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${arg} needs a value.`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `Unknown argument ${JSON.stringify(arg)}.`;
  throw error;
}
