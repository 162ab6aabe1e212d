// Field rules of the account forms (docs/accounts.md): the rules themselves are the contract's
// (packages/contract/src/account-fields.ts), which the web app checks before sending; the server is
// the authority. What only the server needs stays here.
export {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  emailError,
  nameError,
  passwordError,
} from '@psi/contract/account-fields';

export type FieldErrors = Partial<
  Record<'name' | 'email' | 'password' | 'currentPassword' | 'acceptTerms' | 'token', string>
>;

/** Only errors that are set, so `Object.keys(errors).length === 0` means valid. */
export function collect(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors;
}

/** The form of an email kept for lookups and limits: trimmed and lower-cased. */
export function emailKey(raw: string): string {
  return raw.trim().toLowerCase();
}
