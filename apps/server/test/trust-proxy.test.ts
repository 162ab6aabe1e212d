// TRUST_PROXY decides whose address the server sees (and logs) behind a load balancer: without it a
// client could claim any address in X-Forwarded-For; with it, the proxy's header is believed.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import type { RoutePlugin } from '../src/app-context';
import { buildTestApp } from './helpers/test-app';

const whoAmI: RoutePlugin = async (app) => {
  app.get('/api/test/ip', { schema: { response: { 200: Type.Object({ ip: Type.String() }) } } }, async (request) => ({
    ip: request.ip,
  }));
};

async function ipSeen(trustProxy: Config['trustProxy'], remoteAddress: string): Promise<string> {
  app = await buildTestApp({ routes: [whoAmI], config: { trustProxy } });
  const response = await app.inject({
    url: '/api/test/ip',
    remoteAddress,
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { ip: string }).ip;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default', async () => {
    expect(await ipSeen(false, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('believes X-Forwarded-For from a trusted proxy address', async () => {
    expect(await ipSeen(['10.0.0.0/8'], '10.0.0.5')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from an address outside the trusted list', async () => {
    expect(await ipSeen(['10.0.0.0/8'], '198.51.100.4')).toBe('198.51.100.4');
  });

  it('believes X-Forwarded-For from anyone when TRUST_PROXY is true', async () => {
    expect(await ipSeen(true, '198.51.100.4')).toBe('203.0.113.9');
  });
});
