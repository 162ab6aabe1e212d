import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../src/cli/http-client';
import { fetchClient } from '../src/cli/http-client';
import { runBot } from '../src/cli/run-bot';
import { buildTestApp } from './helpers/test-app';
import { injectClient } from './support/game';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `npm run bot`'s command line; resolves its exit code and output. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/bot.ts', ...args], {
      cwd: repoRoot,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the bot command line', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await buildTestApp();
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('plays verified circuits over HTTP, checks every proof and prints its summary as JSON', async () => {
    const result = await runCli(['--url', url, '--circuits', '3', '--concurrency', '2', '--seed', '9']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(Object.keys(summary)).toEqual(['circuits', 'failures', 'meanScore', 'sdScore', 'seconds']);
    expect(summary).toMatchObject({ circuits: 3, failures: 0 });
    expect(summary.meanScore).toBeGreaterThan(15);
    expect(summary.seconds).toBeGreaterThan(0);
    const world = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
    expect(world.circuits).toBeGreaterThanOrEqual(3);
  });

  it('prints its usage and exits with 2 on bad arguments', async () => {
    const result = await runCli(['--circuits', 'many']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('--url is required');
    expect(result.stderr).toContain('usage: npm run bot');
  });

  it('counts a circuit as a failure when the server cannot be reached', async () => {
    const client = fetchClient('http://127.0.0.1:9', { attempts: 3, baseDelayMs: 1 });
    const result = await runBot(client, { circuits: 2, concurrency: 1, seed: 1 });
    expect(result).toMatchObject({ circuits: 2, failures: 2, meanScore: null });
  });

  it('retries network errors with backoff: a server that comes up late loses the bot no circuit', async () => {
    const late = await buildTestApp();
    try {
      // A free port, then nothing listening on it for a moment (a restart, seen from outside).
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
      const { port } = probe.address() as AddressInfo;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      const up = new Promise((resolve) => setTimeout(resolve, 400)).then(() =>
        late.listen({ port, host: '127.0.0.1' }),
      );
      const client = fetchClient(`http://127.0.0.1:${port}`, { attempts: 10, baseDelayMs: 50 });
      const result = await runBot(client, { circuits: 1, concurrency: 1, seed: 3 });
      await up;
      expect(result).toMatchObject({ circuits: 1, failures: 0 });
    } finally {
      await late.close();
    }
  });
});

describe("the bot's proof check", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  // A server that lies in its proof must be caught: each tampering below is one way to lie.
  const tamperings: [string, (proof: Record<string, unknown>) => void][] = [
    [
      'a seed that does not match the commitment',
      (p) => {
        p.seed = 'ab'.repeat(32);
      },
    ],
    [
      'a commitment other than the one published',
      (p) => {
        p.commitment = 'cd'.repeat(32);
      },
    ],
    [
      'a move list that differs from the moves played',
      (p) => {
        (p.moves as unknown[]).pop();
      },
    ],
    [
      'a different main score',
      (p) => {
        p.mainScore = (p.mainScore as number) - 1;
      },
    ],
  ];

  it.each(tamperings)('reports %s as a failure', async (_case, tamper) => {
    const honest = injectClient(app);
    const lying: HttpClient = async (method, url, options) => {
      const answer = await honest(method, url, options);
      if (url.endsWith('/proof') && answer.status === 200) tamper(answer.body as Record<string, unknown>);
      return answer;
    };
    const result = await runBot(lying, { circuits: 1, concurrency: 1, seed: 4 });
    expect(result.failures).toBe(1);
    expect(result.errors[0]).toMatch(/^circuit [0-9a-f-]{36}: /);
  });

  it('reports a server whose outcomes do not follow from the seed', async () => {
    const honest = injectClient(app);
    const lying: HttpClient = async (method, url, options) => {
      const answer = await honest(method, url, options);
      const body = answer.body as { outcome?: { kind: string } } | null;
      if (url.endsWith('/moves') && body?.outcome) body.outcome.kind = body.outcome.kind === 'hit' ? 'miss' : 'hit';
      return answer;
    };
    const result = await runBot(lying, { circuits: 1, concurrency: 1, seed: 4 });
    expect(result.failures).toBe(1);
  });
});
