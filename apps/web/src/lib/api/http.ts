// The typed fetch door to the server (docs/api.md): JSON in and out, the bearer session, errors
// as values a screen can show. 401 session_error is reported once, app-wide (session-expiry.ts).
import { storage } from '../storage';
import { reportSessionExpired } from './session-expiry';

/** The server answered with a status >= 400: `code` is its `error` field, `message` plain English. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, server down): safe to retry an idempotent call. */
export class NetworkError extends Error {
  constructor(message = 'Could not reach the server. Check your connection and try again.') {
    super(message);
    this.name = 'NetworkError';
  }
}

let base = (import.meta.env.VITE_API_URL as string | undefined) ?? '';

/** The server's origin; '' (same origin) on the web, the API host inside the native container. */
export function setApiBase(next: string): void {
  base = next.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${base}${path}`;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
let fetcher: FetchLike = (input, init) => fetch(input, init);

/** Tests and the native shell may swap the transport. */
export function setFetch(next: FetchLike | null): void {
  fetcher = next ?? ((input, init) => fetch(input, init));
}

export async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(apiUrl(path), init);
  } catch {
    throw new NetworkError();
  }
}

export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(body: unknown, key: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** Send the stored session as a bearer token (default true). */
  auth?: boolean;
}

/**
 * What the web stores as session_id when logged in: the token itself is in an httpOnly cookie the
 * page cannot read (docs/accounts.md); writes then carry the CSRF token from the readable cookie.
 */
export const COOKIE_SESSION = 'cookie';

function csrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)psi_csrf=([A-Za-z0-9_-]+)/.exec(document.cookie);
  return match?.[1] ?? null;
}

/** A JSON call to /api/...; resolves the parsed body of a 2xx, throws ApiError or NetworkError. */
export async function request<T>(path: string, { method = 'GET', body, auth = true }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const session = storage.get('session_id');
  if (session === COOKIE_SESSION) {
    const csrf = csrfCookie();
    if (method !== 'GET' && csrf) headers['X-CSRF-Token'] = csrf;
  } else if (auth && session) headers.Authorization = `Bearer ${session}`;
  const res = await send(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const parsed = await readBody(res);
  if (res.ok) return parsed as T;
  const code = String(field(parsed, 'error') ?? `http_${res.status}`);
  const message = String(field(parsed, 'message') ?? `The server answered ${res.status}.`);
  if (res.status === 401 && (code === 'session_error' || field(parsed, 'session_error'))) reportSessionExpired();
  throw new ApiError(res.status, code, message, parsed);
}
