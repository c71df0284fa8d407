import Head from 'next/head';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import type { ReactNode } from 'react';
import { APP_NAME } from '@/lib/config/appName';
import { WalletRequestNotice } from './WalletRequestNotice';

/** Props of {@link PageLayout}. */
export type PageLayoutProps = {
  /** The page's own title; the document title becomes "<title> · Co-Editions". Omit on the home page. */
  title?: string;
  /** The page's meta description: what a search result or a shared link says of it (one sentence, under 160 characters). */
  description: string;
  children: ReactNode;
};

/** `path` (without a locale) in `locale`: unprefixed for en-US, `/de-DE/send` for the others. */
function localePath(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Every page's frame: document title and description, viewport, the page's
 * `hreflang` alternates in every locale (and `x-default`, en-US), a notice
 * while the wallet has a request open, and `<main>`.
 */
export function PageLayout({ title, description, children }: PageLayoutProps) {
  const path = useRouter().asPath.split(/[?#]/)[0] ?? '/';
  return (
    <>
      <Head>
        <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>
        <meta name="description" content={description} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {LOCALES.map((locale) => (
          <link key={locale} rel="alternate" hrefLang={locale} href={localePath(locale, path)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={localePath(DEFAULT_LOCALE, path)} />
      </Head>
      <WalletRequestNotice />
      <main className="page">{children}</main>
    </>
  );
}
