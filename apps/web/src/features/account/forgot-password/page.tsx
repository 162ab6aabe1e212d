import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { EmailField, NewPasswordField, RepeatPasswordField } from '../../../components/ui/account-fields';
import { useFormFields } from '../../../components/ui/use-form-fields';
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from '../../../lib/api/accounts';
import { emailError, newPasswordError } from '../../../lib/validation';
import { FormMessage } from '../shared/form-message';
import { formProblem } from '../shared/server-errors';
import '../shared/account.css';

/** Step 1: ask for a link by e-mail. */
function RequestLink({ notice }: { notice?: string | undefined }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>(notice);
  const [sent, setSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = emailError(email);
    setError(next);
    setFormError(undefined);
    if (next) return;
    setBusy(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (err) {
      const problem = formProblem<'email'>(err);
      setError(problem.fields.email);
      setFormError(problem.form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate className="form">
        <EmailField value={email} error={error} onChange={setEmail} />
        <FormMessage error={formError} status={sent} />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Send reset link
        </button>
      </form>
    </>
  );
}

/**
 * Step 2, first: ask the server whether the link still works, so a used or expired one says so when the
 * page opens instead of after the player has typed a new password twice (issue 34). If the question
 * itself fails (offline), the form is shown and setting the password gives the answer.
 */
function CheckedLink({ token }: { token: string }) {
  const [check, setCheck] = useState<{ token: string; invalid?: string | undefined } | null>(null);
  // One question per link, even when React runs the effect twice (StrictMode), so the server is asked once.
  const asked = useRef<{ token: string; answer: ReturnType<typeof checkPasswordReset> } | null>(null);
  useEffect(() => {
    let live = true;
    if (asked.current?.token !== token) asked.current = { token, answer: checkPasswordReset(token) };
    asked.current.answer
      .then((answer) => live && setCheck({ token, invalid: answer.valid ? undefined : (answer.message ?? '') }))
      .catch(() => live && setCheck({ token }));
    return () => {
      live = false;
    };
  }, [token]);
  if (check?.token !== token) return <p role="status">Checking your reset link…</p>;
  if (check.invalid !== undefined) return <RequestLink notice={check.invalid || undefined} />;
  return <ChoosePassword token={token} />;
}

/** Step 2: the link from the e-mail, ?token=…: choose the new password. */
function ChoosePassword({ token }: { token: string }) {
  const { values, setErrors, bind } = useFormFields({ password: '', confirm: '' });
  const { password, confirm } = values;
  const [done, setDone] = useState<string | undefined>();
  const [invalidLink, setInvalidLink] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (invalidLink) return <RequestLink notice={invalidLink} />;
  if (done) {
    return (
      <>
        <p role="status">{done}</p>
        <p>
          <Link href="/login" className="btn btn--primary">
            Log in
          </Link>
        </p>
      </>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      password: newPasswordError(password),
      confirm: confirm !== password ? 'The two passwords are not the same.' : undefined,
    };
    setErrors(next);
    setFormError(undefined);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      setDone((await confirmPasswordReset(token, password)).message);
    } catch (err) {
      const problem = formProblem<'password' | 'token'>(err);
      if (problem.fields.token) setInvalidLink(problem.fields.token);
      else {
        setErrors({ password: problem.fields.password });
        setFormError(problem.form);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>Choose a new password for your account. Every device that was logged in will need to log in again.</p>
      <form onSubmit={submit} noValidate className="form">
        <NewPasswordField label="New password" name="password" {...bind('password')} />
        <RepeatPasswordField label="Repeat the new password" name="confirm" {...bind('confirm')} />
        <FormMessage error={formError} />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Set new password
        </button>
      </form>
    </>
  );
}

export default function ForgotPasswordPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // Read the reset token once, then drop it from the address bar (issue 33): it works for an hour, and an
  // address is kept in history, synced between devices and shown over a shoulder.
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  useEffect(() => {
    if (new URLSearchParams(search).has('token')) navigate('/forgot-password', { replace: true });
  }, [search, navigate]);
  return (
    <section className="page page--form" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{token ? 'Choose a new password' : 'Forgot password'}</h1>
      {token ? <CheckedLink token={token} /> : <RequestLink />}
      <p>
        <Link href="/login">Back to log in</Link>
      </p>
    </section>
  );
}
