import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  CurrentPasswordField,
  EmailField,
  NameField,
  NewPasswordField,
  RepeatPasswordField,
} from '../../../components/ui/account-fields';
import { useFormFields } from '../../../components/ui/use-form-fields';
import { showAlert } from '../../../components/ui/overlays';
import { changePassword, deleteAccount, exportData, isLoggedIn, me, saveDetails } from '../../../lib/api/accounts';
import type { AccountInfo } from '../../../lib/api/types';
import { emailError, hasErrors, nameError, newPasswordError, requiredError } from '../../../lib/validation';
import { FormMessage } from '../shared/form-message';
import { LoadView } from '../shared/load-view';
import { LoggedOut } from '../shared/logged-out';
import { formProblem } from '../shared/server-errors';
import { useLoad } from '../../../lib/use-load';
import '../shared/account.css';

function DetailsForm({ account, onSaved }: { account: AccountInfo; onSaved: (a: AccountInfo) => void }) {
  const { values, setErrors, bind } = useFormFields({ name: account.name, email: account.email });
  const { name, email } = values;
  const [message, setMessage] = useState<{ error?: string | undefined; status?: string | undefined }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { name: nameError(name), email: emailError(email) };
    setErrors(next);
    setMessage({});
    if (hasErrors(next)) return;
    try {
      onSaved(await saveDetails({ name: name.trim(), email: email.trim() }));
      setMessage({ status: 'Your details are saved.' });
    } catch (error) {
      const problem = formProblem<'name' | 'email'>(error);
      setErrors(problem.fields);
      setMessage({ error: problem.form });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="form" aria-labelledby="details-name-title">
      <h2 id="details-name-title">Name and e-mail</h2>
      <NameField {...bind('name')} />
      <EmailField {...bind('email')} />
      <FormMessage {...message} />
      <button type="submit" className="btn btn--primary">
        Save details
      </button>
    </form>
  );
}

function PasswordForm() {
  const { values: form, setValues: setForm, setErrors, bind } = useFormFields({ current: '', next: '', confirm: '' });
  const [message, setMessage] = useState<{ error?: string | undefined; status?: string | undefined }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      current: requiredError(form.current, 'your current password'),
      next: newPasswordError(form.next),
      confirm: form.confirm !== form.next ? 'The two passwords are not the same.' : undefined,
    };
    setErrors(next);
    setMessage({});
    if (hasErrors(next)) return;
    try {
      const done = await changePassword(form.current, form.next);
      setForm({ current: '', next: '', confirm: '' });
      setMessage({ status: done.message });
    } catch (error) {
      const problem = formProblem<'current' | 'next'>(error, { currentPassword: 'current', password: 'next' });
      setErrors(problem.fields);
      setMessage({ error: problem.form });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="form account-section" aria-labelledby="details-password-title">
      <h2 id="details-password-title">Password</h2>
      <CurrentPasswordField label="Current password" name="currentPassword" {...bind('current')} />
      <NewPasswordField label="New password" name="newPassword" {...bind('next')} />
      <RepeatPasswordField label="Repeat the new password" name="confirmPassword" {...bind('confirm')} />
      <FormMessage {...message} />
      <button type="submit" className="btn btn--primary">
        Change password
      </button>
    </form>
  );
}

function download(data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'psi-circuit-my-data.json';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function YourData() {
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ error?: string | undefined; status?: string | undefined }>({});

  const getData = async () => {
    setMessage({});
    try {
      download(await exportData());
      setMessage({ status: 'Your data is downloaded as psi-circuit-my-data.json.' });
    } catch (err) {
      setMessage({ error: formProblem(err).form });
    }
  };

  const remove = async (e: FormEvent) => {
    e.preventDefault();
    const bad = requiredError(password, 'your password');
    setError(bad);
    if (bad) return;
    const choice = await showAlert({
      title: 'Delete your account?',
      message:
        'Your account, every circuit you played and your statistics are deleted for good. This cannot be undone.',
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: 'Delete', role: 'confirm' },
      ],
    });
    if (choice.role !== 'confirm') return;
    try {
      await deleteAccount(password);
      navigate('/registration', { replace: true });
    } catch (err) {
      const problem = formProblem<'password'>(err);
      setError(problem.fields.password);
      setMessage({ error: problem.form });
    }
  };

  return (
    <div className="account-section" aria-labelledby="details-data-title">
      <h2 id="details-data-title">Your data</h2>
      <p>
        Download everything we store about you: your account, every circuit with its moves and proof, and your
        statistics.
      </p>
      <p>
        <button type="button" className="btn btn--secondary" onClick={() => void getData()}>
          Download my data (JSON)
        </button>
      </p>
      <form onSubmit={remove} noValidate className="form account-danger">
        <h3>Delete your account</h3>
        <p>Deletes your account and all its personal data. The world average keeps your scores as anonymous counts.</p>
        <CurrentPasswordField
          label="Your password"
          name="deletePassword"
          value={password}
          error={error}
          onChange={setPassword}
        />
        <button type="submit" className="btn btn--ghost">
          Delete my account
        </button>
      </form>
      <FormMessage {...message} />
    </div>
  );
}

export default function UserDetailsPage() {
  const loggedIn = isLoggedIn();
  const state = useLoad(`details:${loggedIn}`, () => (loggedIn ? me() : Promise.resolve(null)));
  return (
    <section className="page page--form" aria-labelledby="details-title">
      <h1 id="details-title">Your details</h1>
      {loggedIn ? (
        <LoadView state={state} what="your details">
          {(account) =>
            account && (
              <>
                <DetailsForm account={account} onSaved={(saved) => state.status === 'ready' && state.replace(saved)} />
                <PasswordForm />
                <YourData />
                <p className="account-section">
                  <Link href="/user-profile">Back to your profile</Link>
                </p>
              </>
            )
          }
        </LoadView>
      ) : (
        <LoggedOut what="and change your details" />
      )}
    </section>
  );
}
