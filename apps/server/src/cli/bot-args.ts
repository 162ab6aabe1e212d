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
  --seed S           seed of the bot's guesses, an integer (default 1), for reproducible runs
prints {"circuits","failures","meanScore","sdScore","seconds"} as JSON on stdout`;

/** Parses the bot's argv; returns an error message instead of throwing so main can print usage. */
export function parseBotArgs(argv: readonly string[]): BotArgs | { error: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    if (!['--url', '--circuits', '--concurrency', '--seed'].includes(flag))
      return { error: `unknown argument: ${flag}` };
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return { error: `${flag} needs a value` };
    values.set(flag, value);
    i++;
  }
  const url = values.get('--url');
  if (url === undefined) return { error: '--url is required' };
  if (!/^https?:\/\/[^/]+/.test(url)) return { error: `--url must be an http(s) URL: ${url}` };
  const circuits = positiveInt(values.get('--circuits'));
  if (circuits === null) return { error: '--circuits must be a whole number of at least 1' };
  const concurrency = values.has('--concurrency') ? positiveInt(values.get('--concurrency')) : 4;
  if (concurrency === null) return { error: '--concurrency must be a whole number of at least 1' };
  const seedText = values.get('--seed') ?? '1';
  if (!/^-?\d+$/.test(seedText)) return { error: '--seed must be an integer' };
  return { url: url.replace(/\/+$/, ''), circuits, concurrency, seed: Number(seedText) };
}

function positiveInt(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
