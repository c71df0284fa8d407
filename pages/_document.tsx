import { Head, Html, Main, NextScript } from 'next/document';
// The site's own stylesheet, inlined in every page's head (about 10 kB
// gzipped) rather than linked: a linked one is a render-blocking request
// before the server-rendered header and page can paint (`docs/page-load.md`, LCP).
import { SITE_CSS } from '@/styles/siteCss';
import { THEME_COLORS } from '@/lib/config/themeColors';

/**
 * The HTML shell: `lang` the route's locale (Next.js's `Html` sets it), both colour schemes with their theme colours,
 * the Co-Editions icons and web app manifest (`public/manifest.json`, which
 * is also the Safe App manifest), the site's stylesheet inline. Each page's
 * title and description come from `PageLayout`.
 */
export default function Document() {
  return (
    <Html>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.json" />
        <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
