import type { ReactNode } from 'react';

/** Props of {@link Notice}. */
export type NoticeProps = {
  /** `info` (default), `warning`, or `error`, which is announced at once (`role="alert"`). */
  tone?: 'info' | 'warning' | 'error';
  /** The message: text, or paragraphs and a control (a checkbox to confirm). */
  children: ReactNode;
  /** A button beside the message (Dismiss, Retry). */
  action?: ReactNode;
  /** `data-testid` of the notice. */
  testId?: string;
  /** Extra classes, for where the notice sits on the page. */
  className?: string;
};

const TONE_CLASS = { info: 'tone-info', warning: 'tone-warning', error: 'tone-danger' } as const;

/**
 * The design's notice: a message about the form or the page on its tone's
 * colours (`--tone-*` tokens, AA in both schemes). An error is an alert;
 * info and warnings are read in place.
 */
export function Notice({ tone = 'info', children, action, testId, className }: NoticeProps) {
  const classes = ['notice', TONE_CLASS[tone], action !== undefined && 'with-action', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={tone === 'error' ? 'alert' : undefined} data-testid={testId}>
      {action === undefined ? children : <div>{children}</div>}
      {action}
    </div>
  );
}
