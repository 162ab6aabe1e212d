import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';

/** Characters PostgreSQL cannot keep: NUL (text and jsonb refuse it) and UTF-16 halves without their pair. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any body the API takes; a body nested deeper is refused before anything walks it recursively. */
export const MAX_BODY_DEPTH = 16;

export type TextProblem = 'unstorable' | 'too-deep';

/**
 * Looks through a parsed body (keys and string values) without recursion, so a body nested
 * thousands of levels deep cannot exhaust the stack. The first problem found, or null.
 */
export function findTextProblem(body: unknown): TextProblem | null {
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return 'unstorable';
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_BODY_DEPTH) return 'too-deep';
      if (Array.isArray(value)) {
        for (const item of value) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (UNSTORABLE.test(key)) return 'unstorable';
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

const MESSAGES: Record<TextProblem, string> = {
  unstorable: 'The request holds text the server cannot store (a NUL character or an unpaired UTF-16 surrogate).',
  'too-deep': `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`,
};

/**
 * Every body, before validation: a 400 for what PostgreSQL would refuse (a 500 otherwise) and for
 * absurd nesting. Text bodies (the legacy calls send JSON as text/plain) are read as JSON when they are.
 */
export function registerStorableText(app: FastifyInstance): void {
  // A callback hook (it runs on every request with a body): a refusal is handed to done() for the error handler.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = bodyProblem(request.body);
    if (problem === null) done();
    // statusCode in the body, as Fastify's own 400s for bad input have it.
    else done(new ApiError('bad_request', { statusCode: 400, error: 'bad_request', message: MESSAGES[problem] }));
  });
}

function bodyProblem(body: unknown): TextProblem | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') {
    if (UNSTORABLE.test(body)) return 'unstorable';
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  return findTextProblem(body);
}
