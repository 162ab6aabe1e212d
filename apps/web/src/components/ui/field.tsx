import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShared {
  label: string;
  /** Shown under the control and announced; the control is marked invalid while it is set. */
  error?: string;
  hint?: string;
}

type InputFieldProps = FieldShared & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextareaFieldProps = FieldShared & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled form control with its hint and validation message wired for screen readers. */
export function Field(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const { label, error, hint } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  let control;
  if (props.multiline) {
    const { label: _l, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <textarea {...rest} {...common} />;
  } else {
    const { label: _l, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <input {...rest} {...common} />;
  }
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
