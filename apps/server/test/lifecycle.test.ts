import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePlugin } from '../src/app-context';
import { runServer, type ServerProcess } from './helpers/run-server';
import { buildTestApp } from './helpers/test-app';

let started: () => void = () => undefined;
const slowRoutes: RoutePlugin = async (app) => {
  app.get('/api/slow', { schema: { response: { 200: Type.Object({ done: Type.Boolean() }) } } }, async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
};

describe('closing the app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ routes: [slowRoutes] });
  });
  afterAll(() => app.close());

  it('finishes a request in flight before it stops', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const inFlight = fetch(`${base}/api/slow`);
    await handlerStarted;
    const closing = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/api/slow`)).rejects.toThrow();
  });
});

describe('node --import tsx src/main.ts', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    // A no-op when it has exited; otherwise a failed assertion left it running.
    server?.kill('SIGKILL');
    await server?.exited;
  });

  it('serves /api/health, logs its URL, and stops cleanly on SIGTERM', async () => {
    server = runServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://' });
    const url = await server.url();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/api/health`);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });

    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('SIGTERM: finishing in-flight requests, then closing the database');
    expect(server.stdout()).toContain('"msg":"stopped"');
  }, 180_000);
});
