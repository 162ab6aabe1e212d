// Field rules of the account forms (docs/accounts.md), one copy for both sides: the web app checks
// them before sending, the server (apps/server/src/accounts/field-rules.ts) is the authority.
// Plain functions with no schema library, so the web app's bundle takes only these lines
// (it imports them as `@psi/contract/account-fields`).

export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function nameError(raw: string): string | undefined {
  const name = raw.trim();
  if (!name) return 'Please enter your name.';
  if ([...name].length > NAME_MAX) return `Your name can have at most ${NAME_MAX} characters.`;
  if (CONTROL.test(name)) return 'Your name cannot contain control characters.';
  return undefined;
}

export function emailError(raw: string): string | undefined {
  const email = raw.trim();
  if (!email) return 'Please enter your e-mail address.';
  if (email.length > EMAIL_MAX) return `An e-mail address has at most ${EMAIL_MAX} characters.`;
  if (!EMAIL.test(email)) return 'That does not look like an e-mail address (for example name@example.com).';
  return undefined;
}

/** A password being chosen: at least PASSWORD_MIN characters, at most PASSWORD_MAX (counted as code points). */
export function passwordError(password: string): string | undefined {
  if (!password) return 'Please enter a password.';
  if ([...password].length < PASSWORD_MIN) return `Your password needs at least ${PASSWORD_MIN} characters.`;
  if ([...password].length > PASSWORD_MAX) return `Your password can have at most ${PASSWORD_MAX} characters.`;
  return undefined;
}
