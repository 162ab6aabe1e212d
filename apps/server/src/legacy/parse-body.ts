// The legacy calls send JSON inside a text/plain body (spec §7). These read it and say exactly what is
// wrong when it is not usable, for the 400 answer.
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseJsonObject(body: unknown): Parsed<Record<string, unknown>> {
  let value = body;
  if (typeof body === 'string') {
    if (body.trim() === '')
      return { ok: false, message: 'The request body is empty: send a JSON object as text/plain.' };
    try {
      value = JSON.parse(body);
    } catch {
      return { ok: false, message: 'The request body is not valid JSON: send a JSON object as text/plain.' };
    }
  } else if (body === undefined || body === null) {
    return { ok: false, message: 'The request body is empty: send a JSON object as text/plain.' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'The request body must be a JSON object.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** A string field, or an integer sent as a number (old clients store ids as either). */
export function idField(obj: Record<string, unknown>, name: string): Parsed<string> {
  const v = obj[name];
  if (typeof v === 'string') return { ok: true, value: v };
  if (typeof v === 'number' && Number.isFinite(v)) return { ok: true, value: String(v) };
  return { ok: false, message: `Field "${name}" is required and must be a string.` };
}
