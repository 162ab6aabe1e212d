import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** The app's button: always type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'secondary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={`btn btn--${variant} ${className ?? ''}`} {...rest} />;
}
