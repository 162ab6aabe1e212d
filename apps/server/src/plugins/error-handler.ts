import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable';

export interface ErrorReply {
  statusCode: number;
  /** Fastify's own code where it raised the error, e.g. FST_ERR_VALIDATION. */
  code?: string;
  /** The contract's error code (docs/api.md), snake_case like the routes' own: bad_request, not_found. */
  error: string;
  message: string;
}

/** 'bad_request' for 400, 'payload_too_large' for 413: the status text as a code, like the routes' codes. */
export function statusErrorCode(status: number): string {
  return (STATUS_CODES[status] ?? 'error').toLowerCase().replace(/[^a-z]+/g, '_');
}

/**
 * Bad input (validation, malformed JSON, wrong content type, body too large) keeps Fastify's 4xx
 * and its message, e.g. "body/email must be string". The database out of reach is a 503 with
 * Retry-After (the pool reconnects by itself). Anything else is our fault: a 500 that is logged in
 * full and says nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status === 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          statusCode: 503,
          error: 'service_unavailable',
          message: 'The server cannot reach its database just now. Please try again in a few seconds.',
        } satisfies ErrorReply);
    }
    // Work refused because the server is busy (accounts/password-queue.ts): not a fault, a "come back soon".
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (status === 503 && typeof retryAfter === 'number') {
      request.log.warn({ message: error.message }, 'busy: answered 503');
      return reply
        .code(503)
        .header('retry-after', String(retryAfter))
        .send({ statusCode: 503, error: 'service_unavailable', message: error.message } satisfies ErrorReply);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({
        statusCode: status,
        error: statusErrorCode(status),
        message: 'Something went wrong on the server. Please try again.',
      } satisfies ErrorReply);
    }
    request.log.info({ code: error.code, message: error.message }, 'request rejected');
    return reply.code(status).send({
      statusCode: status,
      ...(error.code ? { code: error.code } : {}),
      error: statusErrorCode(status),
      message: error.message,
    } satisfies ErrorReply);
  });
}
