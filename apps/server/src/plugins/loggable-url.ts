/** Query parameters whose values are secrets (a reset link's token, anything like it): never logged. */
const SECRET_PARAM = /token|secret|password|session|code|key/i;

/**
 * The request URL as the request log writes it: the path, and the query with every secret-looking
 * parameter's value replaced. A reset link (`/forgot-password?token=…`) works for an hour, and logs
 * are read by more people, kept longer and shipped further than the database.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const name of new Set(query.keys())) if (SECRET_PARAM.test(name)) query.set(name, 'REDACTED');
  const rest = query.toString();
  return rest === '' ? url.slice(0, mark) : `${url.slice(0, mark)}?${rest}`;
}
