import Head from 'next/head';
import type { ReactNode } from 'react';
import { Header } from '@/components/header/Header';
import { WalletRequestNotice } from './WalletRequestNotice';

/** Props of {@link PageLayout}. */
export type PageLayoutProps = {
  /** The page's own title; the document title becomes "<title> · Co-Editions". Omit on the home page. */
  title?: string;
  children: ReactNode;
};

/** Every page's frame: document title, viewport, the site header, and `<main>`. */
export function PageLayout({ title, children }: PageLayoutProps) {
  return (
    <>
      <Head>
        <title>{title ? `${title} · Co-Editions` : 'Co-Editions'}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Header />
      <WalletRequestNotice />
      <main className="page">{children}</main>
    </>
  );
}
