import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** Props of {@link TextField}: an `<input>`'s own, with its label and messages. */
export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** A line under the field: what to type, or what the value resolved to. */
  hint?: ReactNode;
  /** The field's error, under it; the field is marked invalid while there is one. */
  error?: string | undefined;
  /** Test id suffix: the hint is `hint-<testKey>` and the error `error-<testKey>`. Default the input's `name`. */
  testKey?: string;
  /** Beside the label, at the row's end: what the value is worth as it is typed, in a line that is there before it is (the form below never moves). */
  aside?: ReactNode;
};

/**
 * The design's text field: label above (with what `aside` holds at the
 * row's end), the input, then a hint and the field's error beside it
 * (`aria-describedby`, `aria-invalid`). Text
 * fields turn off autocomplete and spellcheck unless told otherwise: they
 * hold addresses, names and amounts.
 */
export function TextField({ label, hint, error, testKey, name, aside, ...input }: TextFieldProps) {
  const id = useId();
  const key = testKey ?? name;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      {aside === undefined ? (
        <label htmlFor={id}>{label}</label>
      ) : (
        <div className="field-label-row">
          <label htmlFor={id}>{label}</label>
          {aside}
        </div>
      )}
      <input
        autoComplete="off"
        spellCheck={false}
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint" data-testid={key && `hint-${key}`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid={key && `error-${key}`}>
          {error}
        </p>
      )}
    </div>
  );
}
