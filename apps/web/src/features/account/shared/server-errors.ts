// Turns a failed account call into messages next to the fields they concern (server field names →
// the form's), and a message for the form as a whole when no field is to blame.
import { ApiError, NetworkError } from '../../../lib/api/http';

export interface FormProblem<K extends string> {
  fields: Partial<Record<K, string>>;
  form?: string;
}

export function formProblem<K extends string>(error: unknown, rename: Partial<Record<string, K>> = {}): FormProblem<K> {
  if (error instanceof NetworkError) return { fields: {}, form: error.message };
  if (!(error instanceof ApiError)) return { fields: {}, form: 'Something went wrong. Please try again.' };
  const body = error.body as { fields?: Record<string, string> } | null;
  const fields: Partial<Record<K, string>> = {};
  for (const [name, message] of Object.entries(body?.fields ?? {})) fields[(rename[name] ?? name) as K] = message;
  // 429 and the like: the message says what to do (e.g. "Please wait 12 minutes and try again.").
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: error.message };
}
