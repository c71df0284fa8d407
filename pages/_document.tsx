import { Head, Html, Main, NextScript } from 'next/document';
// The site's own stylesheet, inlined in every page's head (6.6 kB, about
// 2 kB gzipped) rather than linked: a linked one is a render-blocking
// request before the server-rendered header and page can paint (`docs/performance.md`,
// LCP). Turbopack's `with { type: 'text' }` import reads it at build time.
import globalCss from '@/styles/globals.css' with { type: 'text' };

/** The HTML shell: English, both colour schemes, the Co-Editions icon, the site's stylesheet inline. */
export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="description" content="Co-Editions: connect a wallet, see your account, switch networks." />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: globalCss }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
