import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Message } from '@/lib/i18n/message';

/**
 * Turns a {@link Message} from `lib/` into text in the page's language
 * (next-intl's `useTranslations('Errors')`).
 *
 * @returns a function from a message (or nothing) to its text (or `undefined`).
 */
export function useMessageText(): (message: Message | null | undefined) => string | undefined {
  const t = useTranslations('Errors');
  return useCallback((message) => (message ? t(message.key, message.values) : undefined), [t]);
}
