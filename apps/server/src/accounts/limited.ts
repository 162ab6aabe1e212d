import { ApiError } from '../http/api-error';
import { tooManyMessage, type LimitAnswer } from './rate-limit';

/** Throws the 429 refusal (Retry-After, a plain message) when `answer` is over the limit. */
export function throwIfLimited(answer: LimitAnswer): void {
  if (answer.ok) return;
  throw new ApiError(
    'rate_limited',
    {
      error: 'rate_limited',
      message: tooManyMessage(answer.retryAfterSeconds),
      retryAfterSeconds: answer.retryAfterSeconds,
    },
    { retryAfterSeconds: answer.retryAfterSeconds },
  );
}
