import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Field } from '../../../components/ui/field';
import { emailError, hasErrors, requiredError, type Errors } from '../../../lib/validation';

type Key = 'email' | 'password';

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [checked, setChecked] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors<Key> = { email: emailError(email), password: requiredError(password, 'your password') };
    setErrors(next);
    setChecked(!hasErrors(next));
  };

  return (
    <section className="page page--form" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <p>Log in to keep your average and your Golden Orbs across devices. You can also play without an account.</p>
      <form onSubmit={submit} noValidate className="form">
        <Field label="E-mail" name="email" type="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" value={password} error={errors.password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" className="btn btn--primary">
          Log in
        </button>
      </form>
      {checked ? (
        <p className="interim-note" role="status">
          Accounts are not connected yet: logging in arrives with the account service. You can keep playing anonymously.
        </p>
      ) : null}
      <p className="actions">
        <Link href="/forgot-password">Forgot your password?</Link>
        <Link href="/registration">Create an account</Link>
      </p>
    </section>
  );
}
