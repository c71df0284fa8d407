import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Props of {@link Checkbox}: an `<input type="checkbox">`'s own, with its label. */
export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** The words beside the box; clicking them toggles it. */
  children: ReactNode;
};

/** The design's checkbox: a rounded box, filled with the accent and ticked when checked, its words beside it. */
export function Checkbox({ children, ...input }: CheckboxProps) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} /> <span>{children}</span>
    </label>
  );
}
