import type { FastifyReply } from 'fastify';
import { tooManyMessage, type LimitAnswer } from './rate-limit';

/** Sends 429 with Retry-After and a plain message when `answer` is over the limit; true if it did. */
export function limited(reply: FastifyReply, answer: LimitAnswer): boolean {
  if (answer.ok) return false;
  void reply
    .code(429)
    .header('retry-after', String(answer.retryAfterSeconds))
    .send({
      error: 'rate_limited',
      message: tooManyMessage(answer.retryAfterSeconds),
      retryAfterSeconds: answer.retryAfterSeconds,
    });
  return true;
}
