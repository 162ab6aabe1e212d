import { useState, type FormEvent } from 'react';
import { CurrentPasswordField, EmailField } from '../../components/ui/account-fields';
import { useFormFields } from '../../components/ui/use-form-fields';
import { ApiError } from '../../lib/api/http';
import { adminLogin, adminLogout, type AdminAccount } from '../../lib/api/admin';
import { emailError, hasErrors } from '../../lib/validation';

/** Signs an admin in (the session is the server's httpOnly cookie); a player's account is refused. */
export function LoginForm({ onSignedIn }: { onSignedIn: (account: AdminAccount) => void }) {
  const { values, setErrors, bind } = useFormFields({ email: '', password: '' });
  const { email, password } = values;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { email: emailError(email), password: password ? undefined : 'Please enter your password.' };
    setErrors(next);
    setFailure(null);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      const account = await adminLogin(email.trim(), password);
      if (account.role !== 'admin') {
        await adminLogout().catch(() => undefined);
        setFailure(
          'This account is not an admin. Ask the operator to run: npm run admin -- create --email <your e-mail>.',
        );
      } else onSignedIn(account);
    } catch (err) {
      setFailure(
        err instanceof ApiError ? err.message : 'Could not reach the server. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Admin login">
      <EmailField autoComplete="username" {...bind('email')} />
      <CurrentPasswordField label="Password" name="password" {...bind('password')} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in as admin'}
      </button>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
