export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** The bot's only door to the server, so tests can swap real HTTP for fastify.inject. */
export type HttpClient = (
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: unknown; token?: string },
) => Promise<HttpAnswer>;

export interface RetryOptions {
  /** Tries per request, the first included. */
  attempts?: number;
  /** The first wait after a network error or a 503 without Retry-After; doubled each time, at most 10 s. */
  baseDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Real HTTP, retrying what a restart looks like from outside: a refused or reset connection, a 503
 * (the database restarting), a 429 (a rate limit). Retry-After is obeyed when sent; otherwise the wait
 * doubles from `baseDelayMs`. A retried move is safe: moves are idempotent per seq (docs/api.md).
 */
export function fetchClient(baseUrl: string, retry: RetryOptions = {}): HttpClient {
  const attempts = retry.attempts ?? 20;
  const baseDelayMs = retry.baseDelayMs ?? 250;
  const backoff = (attempt: number) => Math.min(10_000, baseDelayMs * 2 ** (attempt - 1));
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method === 'POST') headers['content-type'] = 'application/json';
    let res: Response;
    for (let attempt = 1; ; attempt++) {
      try {
        res = await fetch(baseUrl + path, {
          method,
          headers,
          body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
        });
      } catch (error) {
        // The server restarting or out of reach for a moment: try again, later each time.
        if (attempt >= attempts) throw error;
        await sleep(backoff(attempt));
        continue;
      }
      if ((res.status !== 429 && res.status !== 503) || attempt >= attempts) break;
      const retryAfter = Number(res.headers.get('retry-after'));
      await res.arrayBuffer();
      await sleep(retryAfter > 0 ? Math.min(60, retryAfter) * 1000 : backoff(attempt));
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // keep the text: the caller reports the unexpected answer
    }
    return { status: res.status, body };
  };
}
