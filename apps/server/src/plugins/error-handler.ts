import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export interface ErrorReply {
  statusCode: number;
  code?: string;
  error: string;
  message: string;
}

/**
 * Bad input (validation, malformed JSON, wrong content type, body too large) keeps Fastify's 4xx
 * and its message, e.g. "body/email must be string". Anything else is our fault: a 500 that is
 * logged in full and says nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: 'Something went wrong on the server. Please try again.',
      } satisfies ErrorReply);
    }
    request.log.info({ code: error.code, message: error.message }, 'request rejected');
    return reply.code(status).send({
      statusCode: status,
      ...(error.code ? { code: error.code } : {}),
      error: STATUS_CODES[status] ?? 'Error',
      message: error.message,
    } satisfies ErrorReply);
  });
}
