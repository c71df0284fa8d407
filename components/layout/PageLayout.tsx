import Head from 'next/head';
import { useRef, type ReactNode } from 'react';
import { APP_NAME } from '@/lib/config/appName';
import { WalletRequestNotice } from './WalletRequestNotice';

/** The id of the `h1` {@link PageLayout} draws: a form that is the page's main content is named by it (`aria-labelledby`). */
export const PAGE_HEADING_ID = 'page-heading';

/** Props of {@link PageLayout}. */
export type PageLayoutProps = {
  /** The page's own title; the document title becomes "<title> · Co-Editions". Omit on the home page. */
  title?: string;
  /** The page's meta description: what a search result or a shared link says of it (one sentence, under 160 characters). */
  description: string;
  /** Keeps the page out of search engines (`<meta name="robots" content="noindex">`): a payment request's page. */
  noindex?: boolean;
  /** The page's `h1`, first in `<main>` in one style (`.page-title`, id `page-heading`); omit where the page draws its own (the home page's hero, a payment request). */
  heading?: string;
  children: ReactNode;
};

/**
 * Every page's frame: document title and description, viewport, a notice
 * while the wallet has a request open, and `<main>`, which opens with the
 * page's heading: on `/send`, `/requests` and `/account` the same style
 * in the same place, whatever the visitor's state. (Its `hreflang`
 * alternates come in a `Link` header from `proxy.ts`: absolute URLs need
 * the origin, which a page built ahead of time does not know.)
 */
export function PageLayout({ title, description, noindex = false, heading, children }: PageLayoutProps) {
  // A dismissed notice goes with its button: the reader goes on into the page, as Tab would.
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <Head>
        <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>
        <meta name="description" content={description} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {noindex && <meta name="robots" content="noindex" />}
      </Head>
      <WalletRequestNotice onDismissed={() => mainRef.current?.focus()} />
      <main className="page focus-target" ref={mainRef} tabIndex={-1}>
        {heading !== undefined && (
          <h1 id={PAGE_HEADING_ID} className="page-title">
            {heading}
          </h1>
        )}
        {children}
      </main>
    </>
  );
}
