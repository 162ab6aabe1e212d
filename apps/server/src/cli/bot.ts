// `npm run bot --silent -- --url URL --circuits N [--concurrency C] [--seed S]` (docs/api.md, the command-line player):
// plays verified circuits through the public HTTP API and checks every proof.
import { BOT_USAGE, parseBotArgs } from './bot-args';
import { fetchClient } from './http-client';
import { runBot } from './run-bot';

const args = parseBotArgs(process.argv.slice(2));
if ('error' in args) {
  process.stderr.write(`${args.error}\n${BOT_USAGE}\n`);
  process.exit(2);
}

const result = await runBot(fetchClient(args.url), args);
for (const error of result.errors) process.stderr.write(`failure: ${error}\n`);
const { circuits, failures, meanScore, sdScore, seconds } = result;
process.stdout.write(`${JSON.stringify({ circuits, failures, meanScore, sdScore, seconds })}\n`);
process.exitCode = failures > 0 ? 1 : 0;
