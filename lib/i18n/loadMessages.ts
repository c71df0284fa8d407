import type { AbstractIntlMessages } from 'next-intl';
import type { GetStaticProps } from 'next';
import { DEFAULT_LOCALE, isAppLocale, PSEUDO_LOCALE } from './locales';
import { PAGE_NAMESPACES, type MessagesPage } from './pageNamespaces';

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

/** Props every page receives from `getStaticProps`: its locale's messages for that page, read by `pages/_app.tsx`. */
export type MessagesProps = { messages: AbstractIntlMessages };

/**
 * `page`'s share of the locale's messages: the namespaces
 * {@link PAGE_NAMESPACES} lists for it (next-intl docs, Pages Router,
 * "Providing only the necessary messages").
 *
 * @param locale - a route locale, as {@link loadMessages} takes it.
 */
export async function loadPageMessages(locale: string | undefined, page: MessagesPage): Promise<AbstractIntlMessages> {
  const messages = await loadMessages(locale);
  return Object.fromEntries(PAGE_NAMESPACES[page].map((namespace) => [namespace, messages[namespace] ?? {}]));
}

/**
 * A page's `getStaticProps`: its locale's messages, only the namespaces
 * the page reads ({@link loadPageMessages}), so each locale's HTML is
 * rendered at build time in that language and carries no other message.
 */
export function pageMessagesProps(page: MessagesPage): GetStaticProps<MessagesProps> {
  return async ({ locale }) => ({ props: { messages: await loadPageMessages(locale, page) } });
}
