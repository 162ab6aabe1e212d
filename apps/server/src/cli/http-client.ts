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

export function fetchClient(baseUrl: string): HttpClient {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method === 'POST') headers['content-type'] = 'application/json';
    let res: Response;
    for (let attempt = 1; ; attempt++) {
      res = await fetch(baseUrl + path, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      });
      // A server's rate limit (or its database restarting) says when to come back: wait, then retry.
      if ((res.status !== 429 && res.status !== 503) || attempt >= 20) break;
      const seconds = Math.min(60, Math.max(1, Number(res.headers.get('retry-after')) || 1));
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
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
