import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Field } from '../../../components/ui/field';
import { login } from '../../../lib/api/accounts';
import { emailError, hasErrors, requiredError, type Errors } from '../../../lib/validation';
import { afterLoginPath } from '../shared/after-login';
import { FormMessage } from '../shared/form-message';
import { formProblem } from '../shared/server-errors';
import '../shared/account.css';

type Key = 'email' | 'password';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<Key>>({});
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
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
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
