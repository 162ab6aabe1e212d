// The server CLIs' options through node:util's parseArgs (strict: unknown options and stray
// arguments refused), with its errors turned into one short sentence for the usage line.
import { parseArgs } from 'node:util';

export type StringOptions = Record<string, string | undefined>;

/**
 * Reads `--name value` / `--name=value` for each name in `names` (each at most once; the last wins
 * in parseArgs, so a repeat is refused here). Returns the values, or `error` in the CLI's words:
 * `unknown(flag)` for an option it does not take, `noValue(flag)` for one given without its value.
 */
export function readOptions(
  args: readonly string[],
  names: readonly string[],
  words: { unknown: (arg: string) => string; noValue: (flag: string) => string },
): { values: StringOptions } | { error: string } {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  try {
    const { values, tokens } = parseArgs({ args: [...args], options, strict: true, tokens: true });
    const seen = new Set<string>();
    for (const token of tokens) {
      if (token.kind !== 'option') continue;
      if (seen.has(token.name)) return { error: `--${token.name} is given twice.` };
      seen.add(token.name);
    }
    return { values: values as StringOptions };
  } catch (error) {
    return { error: translate(error, words) };
  }
}

function translate(error: unknown, words: { unknown: (arg: string) => string; noValue: (flag: string) => string }) {
  const { code, message } = error as { code?: string; message: string };
  const quoted = /'([^' ]+)/.exec(message)?.[1] ?? '';
  // Missing, or followed by something that looks like an option (parseArgs calls it ambiguous): a
  // value that starts with "-" is written --name=-value.
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return words.noValue(quoted);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return words.unknown(quoted);
  throw error;
}
