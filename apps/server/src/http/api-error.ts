/**
 * The server's one way to refuse a request (docs/server.md, "Errors"): a route, a hook or a store
 * throws (or a store returns) an ApiError; plugins/error-handler.ts turns its kind into the HTTP
 * status, in one table, and sends its body as it is. So no route holds a status-code literal.
 */

/** Why a request is refused. The HTTP status of each kind is in plugins/error-handler.ts, nowhere else. */
export type RefusalKind =
  | 'bad_request'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'bad_gateway'
  | 'unavailable';

/**
 * The JSON body the client receives, exactly as the contract has it (packages/contract ErrorBody and
 * its relatives): the machine code `error`, a plain `message`, and extras such as `fields`,
 * `expectedSeq` or `retryAfterSeconds`. Sent unchanged, so the key order here is the order on the wire.
 */
export interface RefusalBody {
  readonly error?: string;
  readonly message: string;
  readonly [extra: string]: unknown;
}

export interface RefusalOptions {
  /** Sent as the Retry-After header (seconds) by the error handler. */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly retryAfterSeconds: number | undefined;

  /** `body` is JSON, or plain text for the few answers that are not JSON (the web app not built). */
  constructor(
    readonly kind: RefusalKind,
    readonly body: RefusalBody | string,
    options: RefusalOptions = {},
  ) {
    super(typeof body === 'string' ? body : body.message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The contract's machine code (`not_found`, `pass_required`, …), when the body has one. */
  get errorCode(): string | undefined {
    return typeof this.body === 'string' ? undefined : this.body.error;
  }
}

/** A store's answer: its value, or the refusal it returned, thrown for the error handler. */
export function valueOrThrow<T>(result: T | ApiError): T {
  if (result instanceof ApiError) throw result;
  return result;
}

/** The field errors of a form (accounts, hall of fame): 400 `invalid_fields`, one message per field. */
export function invalidFields(fields: Record<string, string>): ApiError {
  return new ApiError('bad_request', { error: 'invalid_fields', message: 'Please correct the fields marked.', fields });
}
