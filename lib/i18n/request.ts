import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isAppLocale } from './locales';
import { loadMessages } from './loadMessages';

/**
 * next-intl's request configuration, which its Next.js plugin requires
 * (`next.config.ts`). It serves Server Components (the App Router), which
 * this app has none of: pages get their messages from `getStaticProps`
 * (`loadMessages`). It is kept correct so that a first App Router page
 * would work: the requested locale if we speak it, else en-US.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isAppLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale) };
});
