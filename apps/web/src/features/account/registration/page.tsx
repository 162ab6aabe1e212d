import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { EmailField, NameField, NewPasswordField, RepeatPasswordField } from '../../../components/ui/account-fields';
import { useFormFields } from '../../../components/ui/use-form-fields';
import { ResearchConsentBox } from '../../../components/ui/research-consent';
import { register } from '../../../lib/api/accounts';
import { setResearchConsent } from '../../../lib/api/research-consent';
import { emailError, hasErrors, nameError, newPasswordError, type Errors } from '../../../lib/validation';
import { afterLoginPath } from '../shared/after-login';
import { FormMessage } from '../shared/form-message';
import { formProblem } from '../shared/server-errors';
import '../shared/account.css';

type Key = 'name' | 'email' | 'password' | 'confirm' | 'terms';

// What the player typed before following the terms or privacy link, which opens in this page's place:
// back here, the name and e-mail are still filled in. In memory only, and never the passwords.
const draft = { name: '', email: '' };

export default function RegistrationPage() {
  const [, navigate] = useLocation();
  const { values, errors, setErrors, bind } = useFormFields<Exclude<Key, 'terms'>, Key>({
    name: draft.name,
    email: draft.email,
    password: '',
    confirm: '',
  });
  useEffect(() => {
    draft.name = values.name;
    draft.email = values.email;
  }, [values.name, values.email]);
  const [terms, setTerms] = useState(false);
  const [research, setResearch] = useState(false);
  const form = { ...values, terms };
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

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
      draft.name = draft.email = '';
      // The account exists now: a failed consent call must not undo it, and the profile shows the
      // state, where it can be set again.
      if (research) await setResearchConsent(true).catch(() => undefined);
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
        <NameField {...bind('name')} />
        <EmailField {...bind('email')} />
        <NewPasswordField label="Password" name="password" {...bind('password')} />
        <RepeatPasswordField label="Repeat the password" name="confirm" {...bind('confirm')} />
        <div className={`field field--check ${errors.terms ? 'field--invalid' : ''}`}>
          <input
            id="reg-terms"
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
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
        <ResearchConsentBox checked={research} onChange={setResearch} />
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
