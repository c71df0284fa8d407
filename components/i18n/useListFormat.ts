import { useLocale } from 'next-intl';
import { useCallback } from 'react';

/**
 * Joins items as the page's language lists them ("1, 2 and 3", "1、2、3"):
 * `Intl.ListFormat`, conjunction style.
 */
export function useListFormat(): (items: readonly string[]) => string {
  const locale = useLocale();
  return useCallback((items) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items), [locale]);
}
