import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Field } from '../../../components/ui/field';
import { emailError, hasErrors, passwordError, PASSWORD_MIN, requiredError, type Errors } from '../../../lib/validation';

type Key = 'name' | 'email' | 'password' | 'confirm' | 'terms';

export default function RegistrationPage() {
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '', terms: false });
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [checked, setChecked] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string; checked: boolean; type: string } }) =>
    setForm({ ...form, [key]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors<Key> = {
      name: requiredError(form.name, 'your name'),
      email: emailError(form.email),
      password: passwordError(form.password),
      confirm: form.confirm !== form.password ? 'The two passwords are not the same.' : undefined,
      terms: form.terms ? undefined : 'Please accept the terms and conditions to create an account.',
    };
    setErrors(next);
    setChecked(!hasErrors(next));
  };

  return (
    <section className="page page--form" aria-labelledby="registration-title">
      <h1 id="registration-title">Registration</h1>
      <p>An account keeps your circuits, your average and your Golden Orbs together.</p>
      <form onSubmit={submit} noValidate className="form">
        <Field label="Name" name="name" autoComplete="name" value={form.name} error={errors.name} onChange={set('name')} />
        <Field label="E-mail" name="email" type="email" autoComplete="email" value={form.email} error={errors.email} onChange={set('email')} />
        <Field label="Password" name="password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} value={form.password} error={errors.password} onChange={set('password')} />
        <Field label="Repeat the password" name="confirm" type="password" autoComplete="new-password" value={form.confirm} error={errors.confirm} onChange={set('confirm')} />
        <div className={`field field--check ${errors.terms ? 'field--invalid' : ''}`}>
          <input id="reg-terms" type="checkbox" checked={form.terms} onChange={set('terms')} aria-invalid={errors.terms ? true : undefined} aria-describedby={errors.terms ? 'reg-terms-error' : undefined} />
          <label htmlFor="reg-terms">
            I accept the <Link href="/terms-and-conditions">terms and conditions</Link> and the <Link href="/privacy-policy">privacy policy</Link>.
          </label>
          {errors.terms ? (
            <p id="reg-terms-error" className="field__error" role="alert">
              {errors.terms}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn--primary">
          Create account
        </button>
      </form>
      {checked ? (
        <p className="interim-note" role="status">
          Registration is not connected yet: it arrives with the account service, so no account was created.
        </p>
      ) : null}
      <p>
        Already registered? <Link href="/login">Log in</Link>
      </p>
    </section>
  );
}
