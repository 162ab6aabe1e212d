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
