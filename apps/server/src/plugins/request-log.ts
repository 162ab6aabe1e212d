import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableUrl } from './loggable-url';

/**
 * One log line per answered request instead of Fastify's two ("incoming request" + "request
 * completed", each with the request or reply serialised by pino): that pair cost 40 % of a bare
 * route's throughput (docs/performance.md, "Server floor"). The line keeps what operations need: the
 * request id, method, URL (secrets in its query redacted: loggable-url.ts), client address (as TRUST_PROXY sees it), status and time. Headers, and so
 * the session token, are never logged. Errors are still logged by Fastify's other log methods.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // nothing: the answer's line says it all
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      ip: request.ip,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'answered');
  }
}
