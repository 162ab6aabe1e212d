import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { hasErrors, requiredError, type Errors } from '../../../lib/validation';

type Key = 'displayName' | 'birthYear';

export default function UserDetailsPage() {
  const [displayName, setDisplayName] = useState('');
  const [country, setCountry] = useState('');
  const [birthYear, setBirthYear] = useState('');
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [checked, setChecked] = useState(false);
  const thisYear = new Date().getFullYear();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const year = Number(birthYear);
    const next: Errors<Key> = {
      displayName: requiredError(displayName, 'the name other players see'),
      birthYear: birthYear && (!Number.isInteger(year) || year < 1900 || year > thisYear) ? `Please enter a year between 1900 and ${thisYear}, or leave it empty.` : undefined,
    };
    setErrors(next);
    setChecked(!hasErrors(next));
  };

  return (
    <section className="page page--form" aria-labelledby="details-title">
      <h1 id="details-title">Your details</h1>
      <p>These details help the world experiment compare groups of players. Only the display name is required.</p>
      <form onSubmit={submit} noValidate className="form">
        <Field label="Display name" name="displayName" autoComplete="nickname" value={displayName} error={errors.displayName} onChange={(e) => setDisplayName(e.target.value)} />
        <Field label="Country (optional)" name="country" autoComplete="country-name" value={country} onChange={(e) => setCountry(e.target.value)} />
        <Field label="Year of birth (optional)" name="birthYear" inputMode="numeric" value={birthYear} error={errors.birthYear} onChange={(e) => setBirthYear(e.target.value)} />
        <button type="submit" className="btn btn--primary">
          Save details
        </button>
      </form>
      {checked ? (
        <p className="interim-note" role="status">
          Saving details is not connected yet: it arrives with the account service, so nothing was saved.
        </p>
      ) : null}
    </section>
  );
}
