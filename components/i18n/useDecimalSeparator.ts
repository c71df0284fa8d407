import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { decimalSeparatorOf } from '@/lib/format/decimalSeparator';

/**
 * The page locale's decimal separator ("," in de-DE), which amount fields
 * accept beside "." (`parseAmount`). Worked out once per locale, not on
 * every keystroke's render.
 */
export function useDecimalSeparator(): string {
  const locale = useLocale();
  return useMemo(() => decimalSeparatorOf(locale), [locale]);
}
