import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** The app's button: always type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'secondary', className, type = 'button', autoFocus, ...rest }: ButtonProps) {
  const self = useRef<HTMLButtonElement>(null);
  // autoFocus is done here, on mount: the renderer (Preact's compatibility layer) only sets the HTML
  // attribute, which a browser honours at page load, not for a button added later (the Continue
  // button under a finished exercise, a dialog's default button).
  useEffect(() => {
    if (autoFocus) self.current?.focus();
  }, [autoFocus]);
  return <button ref={self} type={type} className={`btn btn--${variant} ${className ?? ''}`} {...rest} />;
}
