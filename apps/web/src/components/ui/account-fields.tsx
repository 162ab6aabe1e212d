import { PASSWORD_MIN } from '../../lib/validation';
import { Field } from './field';

// The name, e-mail and password controls of the account pages and the admin login, written once so
// every form gives them the same labels, autocomplete hints and announced errors (docs/accounts.md).

interface TextControl {
  value: string;
  /** Shown under the control and announced (Field); the control is marked invalid while it is set. */
  error?: string | undefined;
  onChange: (value: string) => void;
}

interface PasswordControl extends TextControl {
  label: string;
  /** The form field's name; the password managers and the e2e specs read it. */
  name: string;
}

export function NameField(control: TextControl) {
  return <TextField label="Name" name="name" autoComplete="name" {...control} />;
}

export function EmailField({
  autoComplete = 'email',
  ...control
}: TextControl & { autoComplete?: 'email' | 'username' }) {
  return <TextField label="E-mail" name="email" type="email" autoComplete={autoComplete} {...control} />;
}

/** A password the account already has: log in, change it, delete the account. */
export function CurrentPasswordField(control: PasswordControl) {
  return <TextField type="password" autoComplete="current-password" {...control} />;
}

/** A password being chosen, with the length it needs (the contract's rule, through lib/validation). */
export function NewPasswordField(control: PasswordControl) {
  return (
    <TextField type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} {...control} />
  );
}

/** The new password typed again, so a slip of the finger does not lock the player out. */
export function RepeatPasswordField(control: PasswordControl) {
  return <TextField type="password" autoComplete="new-password" {...control} />;
}

function TextField({
  onChange,
  ...props
}: PasswordControl & { type?: 'email' | 'password'; autoComplete: string; hint?: string }) {
  return <Field {...props} onChange={(e) => onChange(e.target.value)} />;
}
