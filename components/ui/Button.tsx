import type { ComponentPropsWithRef } from 'react';

/** Props of {@link Button}: a `<button>`'s own, with its look. */
export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** `primary` for the one main action of a view, `secondary` (default) for others, `quiet` for minor ones (Dismiss). */
  variant?: 'primary' | 'secondary' | 'quiet';
  /** `small` (32 px tall) beside a value in a row; default 44 px. */
  size?: 'medium' | 'small';
};

/**
 * The design's button (`.button` in `styles/components.css`). Its type is
 * `button` unless set, so it never submits a form by accident.
 */
export function Button({ variant = 'secondary', size = 'medium', type = 'button', className, ...rest }: ButtonProps) {
  const classes = ['button', variant !== 'secondary' && variant, size === 'small' && 'small', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
