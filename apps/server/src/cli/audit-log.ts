// npm run audit-log -- --url URL: checks the public log from the public routes alone
// (docs/transparency.md) and prints what it found as JSON; exits 1 if anything does not hold.
import { parseArgs } from 'node:util';
import { auditLog } from './audit';
import { fetchClient } from './http-client';

const USAGE = `usage: npm run audit-log --silent -- --url URL
  --url URL   the server, e.g. http://localhost:8080
downloads every leaf of the log, rebuilds the Merkle tree, checks the signed head, every circuit's seed
against its commitment, and recomputes the world's sums to compare with GET /api/stats/world`;

async function main(): Promise<number> {
  let url: string | undefined;
  try {
    ({ url } = parseArgs({ options: { url: { type: 'string' } }, strict: true }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!url || !/^https?:\/\/[^/]+/.test(url)) {
    console.error(`--url must be an http(s) URL\n${USAGE}`);
    return 2;
  }
  const report = await auditLog(fetchClient(url.replace(/\/+$/, '')));
  console.log(JSON.stringify(report, null, 2));
  return report.problems.length === 0 ? 0 : 1;
}

process.exitCode = await main();
