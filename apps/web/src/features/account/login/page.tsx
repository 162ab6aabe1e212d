import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CurrentPasswordField, EmailField } from '../../../components/ui/account-fields';
import { useFormFields } from '../../../components/ui/use-form-fields';
import { login } from '../../../lib/api/accounts';
import { emailError, hasErrors, requiredError, type Errors } from '../../../lib/validation';
import { afterLoginPath } from '../shared/after-login';
import { FormMessage } from '../shared/form-message';
import { formProblem } from '../shared/server-errors';
import '../shared/account.css';

type Key = 'email' | 'password';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const { values, setErrors, bind } = useFormFields<Key>({ email: '', password: '' });
  const { email, password } = values;
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors<Key> = { email: emailError(email), password: requiredError(password, 'your password') };
    setErrors(next);
    setFormError(undefined);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await login({ email: email.trim(), password });
      navigate(afterLoginPath(), { replace: true });
    } catch (error) {
      const problem = formProblem<Key>(error);
      setErrors(problem.fields);
      setFormError(problem.form);
      setBusy(false);
    }
  };

  return (
    <section className="page page--form" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <p>Log in to keep your average and your Golden Orbs across devices. You can also play without an account.</p>
      <p className="account-note">
        Circuits you played on this device without an account move into your account when you log in.
      </p>
      <form onSubmit={submit} noValidate className="form">
        <EmailField {...bind('email')} />
        <CurrentPasswordField label="Password" name="password" {...bind('password')} />
        <FormMessage error={formError} />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p className="actions">
        <Link href="/forgot-password">Forgot your password?</Link>
        <Link href="/registration">Create an account</Link>
      </p>
    </section>
  );
}
