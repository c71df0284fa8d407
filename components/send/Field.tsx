import { useId } from 'react';
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
  hint?: string | undefined;
};

/**
 * One text field of the send form: its label, the input, a hint and the
 * field's error beside it (`aria-describedby`, `aria-invalid`), with the
 * test ids `hint-<name>` and `error-<name>`.
 */
export function Field({ name, label, values, error, onChange, inputMode = 'decimal', placeholder, hint }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={values[name]}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint" data-testid={`hint-${name}`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

