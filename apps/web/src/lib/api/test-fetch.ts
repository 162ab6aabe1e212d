// A scripted fetch for tests: answers in order, records every call.
import { vi } from 'vitest';

export interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status: number; body?: unknown; text?: string } | Error;

export function scriptedFetch(answers: Answer[]) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const headers = { ...(init.headers as Record<string, string>) };
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    calls.push({ url, init, headers, body });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${init.method ?? 'GET'} ${url}`);
    if (answer instanceof Error) throw answer;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text === '' ? null : text, { status: answer.status });
  });
  return { fn, calls };
}
