/**
 * Is this error the database being out of reach (down, restarting, refusing connections), rather
 * than a bug? Those requests get 503 with Retry-After instead of 500: the client may simply retry,
 * and the pool reconnects by itself once PostgreSQL is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect
    // now: starting up or shutting down), 53300 (too many connections).
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code))
      return true;
  }
  // node-postgres's own messages when a socket closes or the pool cannot connect in time.
  return (
    typeof message === 'string' &&
    /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i.test(
      message,
    )
  );
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;
