import { readOptions } from './read-options';

export interface BotArgs {
  url: string;
  circuits: number;
  concurrency: number;
  seed: number;
}

export const BOT_USAGE = `usage: npm run bot --silent -- --url URL --circuits N [--concurrency C] [--seed S]
  --url URL          the server, e.g. http://localhost:8080
  --circuits N       how many verified circuits to play (N >= 1)
  --concurrency C    players playing at once (default 4)
  --seed S           seed of the bot's guesses, an integer (default 1; a negative one as --seed=-5), for reproducible runs
prints {"circuits","failures","meanScore","sdScore","seconds"} as JSON on stdout`;

/** Parses the bot's argv; returns an error message instead of throwing so main can print usage. */
export function parseBotArgs(argv: readonly string[]): BotArgs | { error: string } {
  const read = readOptions(argv, ['url', 'circuits', 'concurrency', 'seed'], {
    unknown: (arg) => `unknown argument: ${arg}`,
    noValue: (flag) => `${flag} needs a value`,
  });
  if ('error' in read) return read;
  const { url, circuits: circuitsText, concurrency: concurrencyText, seed: seedText = '1' } = read.values;
  if (url === undefined) return { error: '--url is required' };
  if (!/^https?:\/\/[^/]+/.test(url)) return { error: `--url must be an http(s) URL: ${url}` };
  const circuits = positiveInt(circuitsText);
  if (circuits === null) return { error: '--circuits must be a whole number of at least 1' };
  const concurrency = concurrencyText === undefined ? 4 : positiveInt(concurrencyText);
  if (concurrency === null) return { error: '--concurrency must be a whole number of at least 1' };
  if (!/^-?\d+$/.test(seedText)) return { error: '--seed must be an integer' };
  return { url: url.replace(/\/+$/, ''), circuits, concurrency, seed: Number(seedText) };
}

function positiveInt(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
