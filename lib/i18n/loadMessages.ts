import type { AbstractIntlMessages } from 'next-intl';
import type { GetStaticProps } from 'next';
import { DEFAULT_LOCALE, isAppLocale, PSEUDO_LOCALE } from './locales';

/**
 * One locale's message catalogue (`messages/<locale>.json`), compiled
 * ahead of time by next-intl's plugin. Server only: pages call it from
 * `getStaticProps` ({@link getMessagesProps}), so a page's messages travel
 * in its own data and no other locale's reach the browser.
 *
 * @param locale - a route locale; anything else (and `undefined`) reads en-US.
 */
export async function loadMessages(locale: string | undefined): Promise<AbstractIntlMessages> {
  if (locale === PSEUDO_LOCALE) return (await import('./pseudoMessages')).pseudoMessages();
  const name = isAppLocale(locale) ? locale : DEFAULT_LOCALE;
  return (await import(`../../messages/${name}.json`)).default as AbstractIntlMessages;
}

/** Props every page receives from `getStaticProps`: its locale's messages, read by `pages/_app.tsx`. */
export type MessagesProps = { messages: AbstractIntlMessages };

/**
 * `getStaticProps` of every page: the route locale's messages, so each
 * locale's HTML is rendered at build time in that language.
 */
export const getMessagesProps: GetStaticProps<MessagesProps> = async ({ locale }) => ({
  props: { messages: await loadMessages(locale) },
});
