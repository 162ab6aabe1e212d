import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type RefusalKind } from '../http/api-error';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable';

/** The one table from a refusal's kind to its HTTP status (http/api-error.ts; docs/server.md, "Errors"). */
export const STATUS_OF_REFUSAL: Readonly<Record<RefusalKind, number>> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
};

/** Sends a route's refusal: the status of its kind, Retry-After if it has one, its body unchanged. */
function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: ApiError): FastifyReply {
  const status = STATUS_OF_REFUSAL[refusal.kind];
  // Debug only: the request's own log line already carries the status, as it did before refusals were thrown.
  request.log.debug({ status, error: refusal.errorCode }, 'request refused');
  void reply.code(status);
  if (refusal.retryAfterSeconds !== undefined) void reply.header('retry-after', String(refusal.retryAfterSeconds));
  if (typeof refusal.body === 'string') void reply.type('text/plain; charset=utf-8');
  return reply.send(refusal.body);
}

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
 * A refusal our code chose (ApiError) gets the status STATUS_OF_REFUSAL gives its kind, and its body
 * as thrown. Bad input (validation, malformed JSON, wrong content type, body too large) keeps
 * Fastify's 4xx and its message, e.g. "body/email must be string". The database out of reach is a 503 with
 * Retry-After (the pool reconnects by itself). Anything else is our fault: a 500 that is logged in
 * full and says nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendRefusal(request, reply, error);
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
