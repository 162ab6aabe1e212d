export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** The bot's only door to the server, so tests can swap real HTTP for fastify.inject. */
export type HttpClient = (method: 'GET' | 'POST', path: string, options?: { body?: unknown; token?: string }) => Promise<HttpAnswer>;

export function fetchClient(baseUrl: string): HttpClient {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method === 'POST') headers['content-type'] = 'application/json';
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    });
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
