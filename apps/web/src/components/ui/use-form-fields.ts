import { useState } from 'react';
import type { Errors } from '../../lib/validation';

/**
 * A form's text values and the message under each control. `bind(key)` gives one control its value,
 * its message and the setter (the props of account-fields.tsx and of Field wrapped the same way).
 * `E` names the messages when the form has some for controls that are not text (a checkbox).
 */
export function useFormFields<K extends string, E extends string = K>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<E>>({});
  const bind = (key: K & E) => ({
    value: values[key],
    error: errors[key],
    onChange: (value: string) => setValues((now) => ({ ...now, [key]: value })),
  });
  return { values, setValues, errors, setErrors, bind };
}
