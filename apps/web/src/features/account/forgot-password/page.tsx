import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Field } from '../../../components/ui/field';
import { emailError } from '../../../lib/validation';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = emailError(email);
    setError(next);
    setChecked(!next);
  };

  return (
    <section className="page page--form" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate className="form">
        <Field label="E-mail" name="email" type="email" autoComplete="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className="btn btn--primary">
          Send reset link
        </button>
      </form>
      {checked ? (
        <p className="interim-note" role="status">
          Password resets are not connected yet: they arrive with the account service, so no e-mail was sent.
        </p>
      ) : null}
      <p>
        <Link href="/login">Back to log in</Link>
      </p>
    </section>
  );
}
