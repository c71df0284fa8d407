import { useId, type ComponentPropsWithRef } from 'react';

/** Props of {@link Select}: a `<select>`'s own (its `<option>`s as children), with its label. */
export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
};

/**
 * The design's select: label above, the control drawn like the text
 * fields (`appearance: none`, a chevron in the text colour), never the
 * platform's widget, in either scheme.
 */
export function Select({ label, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...select} id={id} />
    </div>
  );
}
