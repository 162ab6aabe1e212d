import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentPasswordField, EmailField, NameField, NewPasswordField, RepeatPasswordField } from './account-fields';
import { useFormFields } from './use-form-fields';

afterEach(cleanup);

const control = { value: '', onChange: () => undefined };
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)!.textContent);

describe('account fields', () => {
  it.each([
    ['NameField', <NameField {...control} />, 'Name', { name: 'name', autocomplete: 'name', type: null }],
    ['EmailField', <EmailField {...control} />, 'E-mail', { name: 'email', autocomplete: 'email', type: 'email' }],
    [
      'EmailField for the admin login',
      <EmailField {...control} autoComplete="username" />,
      'E-mail',
      { name: 'email', autocomplete: 'username', type: 'email' },
    ],
    [
      'CurrentPasswordField',
      <CurrentPasswordField {...control} label="Password" name="password" />,
      'Password',
      { name: 'password', autocomplete: 'current-password', type: 'password' },
    ],
    [
      'RepeatPasswordField',
      <RepeatPasswordField {...control} label="Repeat the password" name="confirm" />,
      'Repeat the password',
      { name: 'confirm', autocomplete: 'new-password', type: 'password' },
    ],
  ])('%s is labelled and hinted for password managers', (_case, field, label, attributes) => {
    render(field);
    const input = screen.getByLabelText(label);
    for (const [attribute, value] of Object.entries(attributes)) expect(input.getAttribute(attribute)).toBe(value);
  });

  it('a new password says the length it needs and announces its error, both read with the control', () => {
    render(
      <NewPasswordField
        {...control}
        label="New password"
        name="newPassword"
        error="Your password needs at least 8 characters."
      />,
    );
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['At least 8 characters.', 'Your password needs at least 8 characters.']);
    expect(screen.getByRole('alert').textContent).toBe('Your password needs at least 8 characters.');
  });

  it('hands the typed text, not the event, to onChange', () => {
    const typed: string[] = [];
    render(<EmailField value="" onChange={(v) => typed.push(v)} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    expect(typed).toEqual(['ada@example.org']);
  });
});

describe('useFormFields', () => {
  it('binds each control to its value and message, and keeps the other values when one changes', () => {
    const { result } = renderHook(() => useFormFields({ email: 'a@b.co', password: '' }));
    act(() => result.current.setErrors({ password: 'Please enter your password.' }));
    expect(result.current.bind('password')).toMatchObject({ value: '', error: 'Please enter your password.' });
    act(() => result.current.bind('password').onChange('secret'));
    expect(result.current.values).toEqual({ email: 'a@b.co', password: 'secret' });
    expect(result.current.bind('email').error).toBeUndefined();
  });
});
