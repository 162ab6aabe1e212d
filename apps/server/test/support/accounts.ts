import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Fast scrypt for tests (2^10); the real cost is tested in unit/password.test.ts. */
export const FAST_HASH = { scryptLog2N: 10 } as const;

let counter = 0;
export function uniqueEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.org`;
}

export interface WebSession {
  userid: string;
  cookie: string;
  csrf: string;
  /** Headers for a cookie-authenticated write. */
  write: Record<string, string>;
  read: Record<string, string>;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export function webSession(response: LightMyRequestResponse): WebSession {
  const body = response.json() as { userid: string; csrfToken: string };
  const cookie = cookieHeader(response);
  return {
    userid: body.userid,
    cookie,
    csrf: body.csrfToken,
    read: { cookie },
    write: { cookie, 'x-csrf-token': body.csrfToken },
  };
}

export function register(
  app: FastifyInstance,
  body: Partial<{ name: string; email: string; password: string; acceptTerms: boolean; client: 'web' | 'native' }> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/account/register',
    headers,
    payload: { name: 'Ann Example', email: uniqueEmail(), password: 'correct horse', acceptTerms: true, ...body },
  });
}

export function login(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  client?: 'web' | 'native',
) {
  return app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers,
    payload: { email, password, ...(client ? { client } : {}) },
  });
}
