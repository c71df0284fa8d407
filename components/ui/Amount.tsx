import { useLocale } from 'next-intl';
import type { ClipboardEvent } from 'react';
import { formatAmount, type FormatAmountParameters } from '@/lib/format/formatAmount';

/** Props of {@link Amount}. */
export type AmountProps = FormatAmountParameters & {
  /** `data-testid` of the amount. */
  testId?: string;
  className?: string;
};

/**
 * Copying an amount copies every digit: when the selection lies within the
 * element, the clipboard gets `exact` (the `copy` event's `clipboardData`).
 * A wider selection is left to the browser.
 */
function copyExact(event: ClipboardEvent<HTMLElement>, exact: string) {
  const selection = window.getSelection();
  const within = (node: Node | null | undefined) => !!node && event.currentTarget.contains(node);
  if (!selection || selection.isCollapsed || !within(selection.anchorNode) || !within(selection.focusNode)) return;
  event.clipboardData.setData('text/plain', exact);
  event.preventDefault();
}

/**
 * An amount by the app's one rule (`formatAmount`: grouped, at most 6
 * fraction digits, never a non-zero amount as 0, the symbol after), with
 * the exact value in its title and in what copying it puts on the
 * clipboard: `9,999.989977 ETH`, titled `9999.989977453449015 ETH`. Its
 * figure is an element of its own, the one part that may break across
 * lines (`styles/values.css`), and a no-break space holds the symbol
 * to its last digit.
 */
export function Amount({ testId, className, ...amount }: AmountProps) {
  const locale = useLocale();
  const { figure, exact } = formatAmount({ locale, ...amount });
  return (
    <span className={className ? `amount ${className}` : 'amount'} title={exact} data-testid={testId} onCopy={(event) => copyExact(event, exact)}>
      <span className="amount-figure">{figure}</span>
      {'\u00a0'}
      {amount.symbol}
    </span>
  );
}
