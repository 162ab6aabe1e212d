import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Field } from '../../../components/ui/field';
import { register } from '../../../lib/api/accounts';
import { emailError, hasErrors, nameError, newPasswordError, PASSWORD_MIN, type Errors } from '../../../lib/validation';
import { afterLoginPath } from '../shared/after-login';
import { FormMessage } from '../shared/form-message';
import { formProblem } from '../shared/server-errors';
import '../shared/account.css';

type Key = 'name' | 'email' | 'password' | 'confirm' | 'terms';

export default function RegistrationPage() {
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '', terms: false });
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string; checked: boolean; type: string } }) =>
    setForm({ ...form, [key]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors<Key> = {
      name: nameError(form.name),
      email: emailError(form.email),
      password: newPasswordError(form.password),
      confirm: form.confirm !== form.password ? 'The two passwords are not the same.' : undefined,
      terms: form.terms ? undefined : 'Please accept the terms and conditions to create an account.',
    };
    setErrors(next);
    setFormError(undefined);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await register({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        acceptTerms: form.terms,
      });
      navigate(afterLoginPath(), { replace: true });
    } catch (error) {
      const problem = formProblem<Key>(error, { acceptTerms: 'terms' });
      setErrors(problem.fields);
      setFormError(problem.form);
      setBusy(false);
    }
  };

  return (
    <section className="page page--form" aria-labelledby="registration-title">
      <h1 id="registration-title">Registration</h1>
      <p>
        An account keeps your circuits, your average and your Golden Orbs together, on every device you log in from.
      </p>
      <p className="account-note">
        The circuits you already played on this device without an account become part of your new account.
      </p>
      <form onSubmit={submit} noValidate className="form">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          value={form.name}
          error={errors.name}
          onChange={set('name')}
        />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          onChange={set('email')}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={form.password}
          error={errors.password}
          onChange={set('password')}
        />
        <Field
          label="Repeat the password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          error={errors.confirm}
          onChange={set('confirm')}
        />
        <div className={`field field--check ${errors.terms ? 'field--invalid' : ''}`}>
          <input
            id="reg-terms"
            type="checkbox"
            checked={form.terms}
            onChange={set('terms')}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'reg-terms-error' : undefined}
          />
          <label htmlFor="reg-terms">
            I accept the <Link href="/terms-and-conditions">terms and conditions</Link> and the{' '}
            <Link href="/privacy-policy">privacy policy</Link>.
          </label>
          {errors.terms ? (
            <p id="reg-terms-error" className="field__error" role="alert">
              {errors.terms}
            </p>
          ) : null}
        </div>
        <FormMessage error={formError} />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p>
        Already registered? <Link href="/login">Log in</Link>
      </p>
    </section>
  );
}
