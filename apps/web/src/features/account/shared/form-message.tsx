/** A message about the whole form: an error (announced at once) or a status. */
export function FormMessage({ error, status }: { error?: string | undefined; status?: string | undefined }) {
  if (error)
    return (
      <p className="form-message form-message--error" role="alert">
        {error}
      </p>
    );
  if (status)
    return (
      <p className="form-message" role="status">
        {status}
      </p>
    );
  return null;
}
