import { TextField } from '@/components/ui/TextField';
import type { ReactNode } from 'react';
import type { SendFormValues } from '@/lib/transactions/sendForm';

/** Props of {@link Field}. */
export type FieldProps = {
  name: keyof SendFormValues;
  label: string;
  values: SendFormValues;
  error: string | undefined;
  onChange: (name: keyof SendFormValues, value: string) => void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
  hint?: ReactNode;
};

/**
 * One text field of the send form, bound to its value in `values` by
 * `name`: the design's `TextField`, with the test ids `hint-<name>` and
 * `error-<name>`.
 */
export function Field({ name, label, values, error, onChange, inputMode = 'decimal', placeholder, hint }: FieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      inputMode={inputMode}
      placeholder={placeholder}
      error={error}
      hint={hint}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
}
