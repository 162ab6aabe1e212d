// Field rules for the account and feedback forms (spec §5 leaves them open; these are this project's).
export type Errors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Please enter your e-mail address.';
  if (!EMAIL.test(value.trim())) return 'That does not look like an e-mail address (for example name@example.com).';
  return undefined;
}

export function requiredError(value: string, what: string): string | undefined {
  return value.trim() ? undefined : `Please enter ${what}.`;
}

export const PASSWORD_MIN = 8;

export function passwordError(value: string): string | undefined {
  if (!value) return 'Please enter a password.';
  if (value.length < PASSWORD_MIN) return `Your password needs at least ${PASSWORD_MIN} characters.`;
  return undefined;
}

export function hasErrors<K extends string>(errors: Errors<K>): boolean {
  return Object.values(errors).some(Boolean);
}

// Account field rules, the same as the server's (apps/server/src/accounts/field-rules.ts, docs/accounts.md).
export const NAME_MAX = 60;
export const PASSWORD_MAX = 128;

export function nameError(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'Please enter your name.';
  if ([...name].length > NAME_MAX) return `Your name can have at most ${NAME_MAX} characters.`;
  return undefined;
}

/** passwordError plus the upper bound. */
export function newPasswordError(value: string): string | undefined {
  const basic = passwordError(value);
  if (basic) return basic;
  if ([...value].length > PASSWORD_MAX) return `Your password can have at most ${PASSWORD_MAX} characters.`;
  return undefined;
}
